import { describe, expect, it } from "vitest";
import { noteResponses } from "./notes.ts";

describe("noteResponses", () => {
  it("reads an answer's themes as the analysis does: the lone word the form asks about names none", () => {
    const question = "How could we improve bin collections?";
    const [note] = noteResponses({
      questions: [{ id: 1, question, type: "open-ended" }],
      responses: [
        {
          id: "r1",
          answers: [{ id: "1", question, type: "open-ended", answer: "The bins were not emptied", isFollowUp: false }],
        },
      ],
    });
    expect(note?.notes[0]?.themes).toEqual(["Missed visits and no-shows"]);
  });
});
