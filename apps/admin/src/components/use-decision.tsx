import { useState } from 'react';
import { DecisionModal, type Decision } from './decision-modal';

/** One decision modal per tab: `ask` opens it with a decision, `modal` is what the tab renders. */
export function useDecision() {
  const [decision, setDecision] = useState<Decision | null>(null);
  return {
    ask: setDecision,
    modal: <DecisionModal decision={decision} open={!!decision} onClose={() => setDecision(null)} />,
  };
}
