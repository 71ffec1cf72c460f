import { Center, Loader } from "@mantine/core";

/** Shown while a lazily loaded screen arrives. */
export function PageLoader() {
  return (
    <Center mih="50vh" aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}
