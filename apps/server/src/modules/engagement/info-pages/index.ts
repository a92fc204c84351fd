/** The module's public face: other modules may check that a page exists (footer links); members and staff reach pages through its routes. */
export { missingPageLinks } from './repository';
