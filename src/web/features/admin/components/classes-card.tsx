import { Card, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';

/** Classes & Subjects: on its way (built on the school's real rows by the admin issue). */
export function ClassesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Classes & Subjects</CardTitle>
        <CardDescription>On its way.</CardDescription>
      </CardHeader>
    </Card>
  );
}
