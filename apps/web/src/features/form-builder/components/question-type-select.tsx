import { NativeSelect } from "@mantine/core";
import { type QuestionType, questionTypes } from "@parley/schema";

/** What the type selects of the creator and the editor show for each type. */
const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  radio: "Radio",
  checkbox: "Checkbox",
  slider: "Slider",
  "open-ended": "Open-ended",
};

const typeOptions = questionTypes.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }));

interface QuestionTypeSelectProps {
  /** Each screen's own label ('Question type' in the creator, 'Question Type' in the editor). */
  label: string;
  value: QuestionType;
  onChange: (type: QuestionType) => void;
  disabled?: boolean;
}

/** The select of a question's type (Radio, Checkbox, Slider, Open-ended). */
export function QuestionTypeSelect({ label, value, onChange, disabled }: QuestionTypeSelectProps) {
  return (
    <NativeSelect
      label={label}
      data={typeOptions}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as QuestionType)}
      disabled={disabled}
    />
  );
}
