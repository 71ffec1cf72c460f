import { Container, type ContainerProps, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";

interface PageProps extends Omit<ContainerProps, "title"> {
  /** The screen's heading, also used for the browser tab title. */
  title: string;
  children?: ReactNode;
}

/** The frame of a screen: a centred container with the screen's heading. */
export function Page({ title, children, size = "lg", ...props }: PageProps) {
  useDocumentTitle(`${title} · Parley`);
  return (
    <Container size={size} py={{ base: "lg", sm: "xl" }} {...props}>
      <Title order={1} mb="lg">
        {title}
      </Title>
      {children}
    </Container>
  );
}
