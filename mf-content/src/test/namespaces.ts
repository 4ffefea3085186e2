import fa from '../locales/fa.json';
import en from '../locales/en.json';

/** The content namespace's messages, for renderPage in the content remote's tests. */
export const namespaces = { content: { fa, en } };
