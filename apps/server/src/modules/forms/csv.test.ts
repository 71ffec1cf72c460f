import { describe, expect, it } from "vitest";
import { csvField, spreadsheetText } from "./csv.ts";

describe("spreadsheet cells", () => {
  it("quotes commas, quotes and line breaks, and keeps non-ASCII text", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line1\nline2")).toBe('"line1\nline2"');
    expect(csvField("crème brûlée 😀")).toBe("crème brûlée 😀");
  });

  it("never lets a respondent's text start a formula, and leaves numbers alone", () => {
    for (const formula of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\t=x", "\r=x"]) {
      expect(spreadsheetText(formula)).toBe(`'${formula}`);
    }
    expect(spreadsheetText("-3")).toBe("-3");
    expect(spreadsheetText("4.5")).toBe("4.5");
    expect(spreadsheetText("Fine = good")).toBe("Fine = good");
  });
});
