import { ZAgentTransferState } from '@arks/contracts';

export const TRANSFER_FIGURES = ['available', 'single', 'left', 'used'] as const;

/** Every catalog key the Transfer page builds at run time (t(`agentTransfer.state.${state}`) and the like). */
export const AGENT_TRANSFER_LABEL_KEYS = [
  ...ZAgentTransferState.options.map((s) => `agentTransfer.state.${s}`),
  ...TRANSFER_FIGURES.map((k) => `agentTransfer.figures.${k}`),
];

export const AGENT_TRANSFER_LABEL_PREFIXES = ['agentTransfer.state.', 'agentTransfer.figures.'];
