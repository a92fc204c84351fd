/** The module's public face: other modules need nothing of it; staff reach it through its routes. */
export {};
