/**
 * Cells a spreadsheet would run as a formula (=, +, -, @, tab, CR first) get a leading quote
 * (OWASP CSV injection): a member's name or payer reference must not become a formula on a finance
 * desk's computer. A plain signed number ("-100.50") is left alone, so amounts stay numbers.
 */
export const CSV_FORMULA = /^(?![-+]?\d+(\.\d+)?$)[=+\-@\t\r]/;
