import { Stack } from "@mantine/core";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { AnalysisView, QuestionSentiment } from "../../features/analysis/components/analysis-view.tsx";
import { themeLabel } from "../../features/quotes/api/quotes.ts";
import { QuestionThemes } from "../../features/quotes/components/question-themes.tsx";
import { ThemeQuotes } from "../../features/quotes/components/theme-quotes.tsx";
import { ResponsesView } from "../../features/responses/components/responses-view.tsx";

// The owner's results views, composed from the responses, analysis and quotes features.

interface ViewProps {
  formId: string;
  notFoundMessage?: string;
}

/** Responses with results by question; an open question shows its sentiment, keywords and themes. */
export function FormResponsesView(props: ViewProps) {
  const { formId } = props;
  return (
    <ResponsesView
      {...props}
      openEndedDetail={(questionId) => (
        <Stack gap="sm" mt="sm">
          <QuestionSentiment formId={formId} questionId={questionId} />
          <QuestionThemes formId={formId} questionId={questionId} />
        </Stack>
      )}
    />
  );
}

/** The spec's analysis, each common theme opening the answers behind it. */
export function FormAnalysisView(props: ViewProps) {
  const { formId } = props;
  return (
    <AnalysisView
      {...props}
      renderTheme={(text) => (
        <ThemeQuotes formId={formId} theme={themeLabel(text)}>
          {text}
        </ThemeQuotes>
      )}
    />
  );
}

/** Calls `show` whenever the address links to responses (a quote's response, a theme's responses). */
export function useShowLinkedResponses(show: () => void) {
  const [params] = useSearchParams();
  const linked = params.get("response") ?? params.get("theme");
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new link switches the view
  useEffect(() => {
    if (linked) show();
  }, [linked]);
}
