import { Card, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';

/** User Management: on its way (built on the school's real rows by the admin issue). */
export function UsersCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>User Management</CardTitle>
        <CardDescription>On its way.</CardDescription>
      </CardHeader>
    </Card>
  );
}
