/** The module's public face: other modules need nothing of it; members and staff reach it through its routes. */
export {};
