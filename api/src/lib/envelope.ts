/** The spec's answer envelope: isSuccess, data, messages[] whose item1 is the text (item2: a machine code). */
export interface EnvelopeMessage {
  item1: string;
  item2?: string;
}
export interface Envelope<T = unknown> {
  isSuccess: boolean;
  data: T;
  messages: EnvelopeMessage[];
}

export const ok = <T>(data: T, messages: EnvelopeMessage[] = []): Envelope<T> => ({ isSuccess: true, data, messages });
export const fail = (messages: EnvelopeMessage[], data: unknown = null): Envelope<unknown> => ({ isSuccess: false, data, messages });
