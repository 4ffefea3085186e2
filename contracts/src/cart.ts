/** The cart vertical's routes (filled in as the module moves onto contracts). */
export {};
