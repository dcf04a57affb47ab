import { Card, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';

/** Fee Structure Management: on its way (built on the school's real rows by the admin issue). */
export function FeesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Fee Structure Management</CardTitle>
        <CardDescription>On its way.</CardDescription>
      </CardHeader>
    </Card>
  );
}
