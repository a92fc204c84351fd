import { revealClientCaptcha } from '@arks/contracts';
import { ClientCaptcha } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';

export interface ShownCaptcha {
  /** What the member must type (checked in the browser, spec §5 member verification). */
  text: string;
  /** The picture of it, ready for an <img src>. */
  image: string;
}

/** Spec §7 GET /clientCaptcha: decoded here, where it is checked. */
export async function fetchClientCaptcha(): Promise<ShownCaptcha> {
  const data = await callContract(ClientCaptcha, {}, { silent: true });
  const svg = revealClientCaptcha(data.svg, data.key);
  return {
    text: revealClientCaptcha(data.text, data.key),
    image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
  };
}
