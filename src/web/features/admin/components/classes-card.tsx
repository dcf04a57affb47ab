import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { ClassFormDialog } from './classes/class-form-dialog';
import { ManagedClassList } from './classes/managed-class-list';

/** Spec: Classes & Subjects: create, edit and delete the school's classes. */
export function ClassesCard() {
  const [creating, setCreating] = useState(false);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Classes & Subjects</CardTitle>
          <CardDescription>
            Classes, their teachers and subjects.{' '}
            <Link to="/admin/classes" className="text-primary-text underline underline-offset-4">
              Manage students and timetables
            </Link>
          </CardDescription>
        </div>
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          Create Class
        </Button>
      </CardHeader>
      <CardContent>
        <ManagedClassList
          wrap={(list) => <div className="max-h-[28rem] overflow-y-auto">{list}</div>}
        />
      </CardContent>
      <ClassFormDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}
