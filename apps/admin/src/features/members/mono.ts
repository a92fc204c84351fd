/** A table column's cells (not its header) in the monospace face: addresses, numbers, codes. */
export const mono = () => ({ className: 'admin-mono' });
