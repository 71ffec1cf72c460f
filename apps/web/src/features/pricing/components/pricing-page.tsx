import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconCheck } from "@tabler/icons-react";
import publicPage from "../../../components/public-page.module.css";
import { CREDIT_BENEFITS, CREDIT_PACKS, type CreditPack, pricePerCredit } from "../utils/packs.ts";
import classes from "./pricing-page.module.css";

export function PricingPage() {
  useDocumentTitle("Pricing · Parley");

  return (
    <Box className={publicPage.page}>
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Stack align="center" gap="sm" ta="center">
          <Text className={publicPage.eyebrow}>Pricing</Text>
          <Title order={1} fz={{ base: 32, sm: 44 }} className={publicPage.title}>
            Simple credits, no subscription
          </Title>
          <Text c="gray.7" size="lg" maw={600}>
            Start free with 5 forms per month and 20 responses each. Need more? Buy a pack of credits: each credit
            equals one additional form.
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={56}>
          {CREDIT_PACKS.map((pack, index) => (
            <PackCard key={pack.name} pack={pack} featured={index === CREDIT_PACKS.length - 1} />
          ))}
        </SimpleGrid>

        <Text ta="center" c="gray.7" size="sm" mt={40}>
          Prices in US dollars.
        </Text>
      </Container>
    </Box>
  );
}

function PackCard({ pack, featured }: { pack: CreditPack; featured: boolean }) {
  const headingId = `pack-${pack.credits}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p="xl"
      shadow={featured ? "lg" : "xs"}
      className={featured ? `${classes.card} ${classes.featured}` : classes.card}
    >
      <Group justify="space-between" align="center" wrap="nowrap" mih={26}>
        <Title order={2} fz="lg" id={headingId}>
          {pack.name}
        </Title>
        {featured && (
          <Badge variant="light" radius="xl">
            Best value
          </Badge>
        )}
      </Group>
      <Group gap={6} align="baseline" mt="lg">
        <Text className={classes.price}>${pack.priceUsd}</Text>
        <Text c="gray.7">for {pack.credits} credits</Text>
      </Group>
      <Text size="sm" c="gray.7" mt={4}>
        {pricePerCredit(pack)} per credit
      </Text>
      <List
        className={classes.benefits}
        spacing="sm"
        mt="xl"
        size="sm"
        icon={
          <ThemeIcon size={20} radius="xl" color="teal" variant="light">
            <IconCheck size={13} aria-hidden="true" />
          </ThemeIcon>
        }
      >
        <List.Item>
          <strong>{pack.credits} credits</strong> = {pack.credits} additional forms
        </List.Item>
        {CREDIT_BENEFITS.map((benefit) => (
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List>
      <Button fullWidth mt="xl" size="md" variant={featured ? "filled" : "light"} aria-label={`Purchase ${pack.name}`}>
        Purchase
      </Button>
    </Paper>
  );
}
