import { Button, type ButtonProps } from "@mantine/core";
import { IconBrandGoogleFilled } from "@tabler/icons-react";
import type { MouseEventHandler } from "react";

interface GoogleButtonProps extends ButtonProps {
  onClick: MouseEventHandler<HTMLButtonElement>;
  children: string;
}

export function GoogleButton(props: GoogleButtonProps) {
  return <Button variant="default" leftSection={<IconBrandGoogleFilled size={18} aria-hidden="true" />} {...props} />;
}
