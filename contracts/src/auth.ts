/** The auth vertical's routes (filled in as the module moves onto contracts). */
export {};
