import { Card, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';

/** Total Students, Teachers, Parents and Classes tiles: on its way (built on the school's real rows by the admin issue). */
export function StatTiles() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Total Students, Teachers, Parents and Classes tiles</CardTitle>
        <CardDescription>On its way.</CardDescription>
      </CardHeader>
    </Card>
  );
}
