/** RFC 4180 quoting: fields with a comma, quote or line break are quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A respondent's text as every export writes it into a spreadsheet cell: a leading = + - @ tab or
 * carriage return would make a spreadsheet program run it as a formula (OWASP CSV injection), so
 * such text starts with a ' instead. A plain number is left as it is.
 */
export function spreadsheetText(value: string): string {
  if (/^[-+]?\d+(\.\d+)?$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
