/** The module's public face: nothing yet; reports are read through its staff routes. */
export {};
