import { Mail, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { Contact, SchoolOffice } from '@/shared/schemas/parent';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/section-card';

const roleLabels: Record<Contact['role'], string> = {
  teacher: 'Teacher',
  admin: 'Admin',
  principal: 'Principal',
};

const mailto = (email: string, subject?: string) =>
  `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

interface ContactsCardProps {
  contacts: readonly Contact[];
  school: SchoolOffice;
  /** The child the dashboard shows: a message from here is about them. */
  studentId: string | null;
}

/** Messages' 'New message' to this teacher (the school's staff: the office) about the child. */
const messageLink = (contact: Contact, studentId: string | null) => {
  const params = new URLSearchParams({ to: contact.role === 'teacher' ? contact.id : 'office' });
  if (studentId) params.set('student', studentId);
  return `/parent/messages?${params}`;
};

/** Spec 'Contact School': the child's teachers and the school's staff, and the office. */
export function ContactsCard({ contacts, school, studentId }: ContactsCardProps) {
  const office = school.officeEmail;
  return (
    <SectionCard
      title="Contact School"
      titleId="contacts-title"
      description="Get in touch with teachers and school staff"
      contentClassName="grid gap-4"
    >
      {contacts.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">No contacts found</p>
      ) : (
        <ul aria-label="Contacts" className="grid gap-3 sm:grid-cols-2">
          {contacts.map((contact) => (
            <li
              key={`${contact.role}-${contact.id}`}
              aria-label={contact.name}
              className="grid content-start gap-1.5 rounded-md border border-border p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium break-words">{contact.name}</h3>
                <Badge variant="outline">{roleLabels[contact.role]}</Badge>
              </div>
              {contact.subject ? (
                <p className="text-sm text-muted-foreground">{contact.subject}</p>
              ) : null}
              <p className="text-sm break-all">{contact.email}</p>
              {contact.phone ? <p className="text-sm">{contact.phone}</p> : null}
              {contact.availability ? (
                <p className="text-xs text-muted-foreground">{contact.availability}</p>
              ) : null}
              <div className="flex flex-wrap items-center gap-2 pt-1">
                <Button variant="outline" size="sm" asChild>
                  <Link to={messageLink(contact, studentId)}>
                    <MessageSquare aria-hidden="true" />
                    Message<span className="sr-only">: {contact.name}</span>
                  </Link>
                </Button>
                <Button size="sm" asChild>
                  <a href={mailto(contact.email)}>
                    <Mail aria-hidden="true" />
                    Email<span className="sr-only">: {contact.name}</span>
                  </a>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="quick-actions-title" className="grid gap-2">
        <h3 id="quick-actions-title" className="text-sm font-medium">
          Quick Actions
        </h3>
        {office ? (
          <div className="grid gap-2 sm:grid-cols-2">
            <Button variant="outline" asChild>
              <a href={mailto(office)}>School Office</a>
            </Button>
            <Button variant="outline" asChild>
              <a href={mailto(office, 'General Inquiry')}>General Inquiry</a>
            </Button>
          </div>
        ) : (
          <>
            <div className="grid gap-2 sm:grid-cols-2">
              <Button variant="outline" disabled aria-describedby="no-office-email">
                School Office
              </Button>
              <Button variant="outline" disabled aria-describedby="no-office-email">
                General Inquiry
              </Button>
            </div>
            <p id="no-office-email" className="text-xs text-muted-foreground">
              The school has not set an office email address yet.
            </p>
          </>
        )}
        {school.officePhone ? (
          <p className="text-sm text-muted-foreground">School office phone: {school.officePhone}</p>
        ) : null}
      </section>
    </SectionCard>
  );
}
