import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

interface SectionCardProps extends Omit<ComponentProps<'div'>, 'title'> {
  title: ReactNode;
  /** The title's id; the title then names the card for assistive technology. */
  titleId?: string;
  titleClassName?: string;
  /** The line under the title. */
  description?: ReactNode;
  /** At the end of the header's row, such as the card's main button. */
  actions?: ReactNode;
  contentClassName?: string;
}

/** A card of a screen: its title, the line under it and its actions, then its content. */
export function SectionCard({
  title,
  titleId,
  titleClassName,
  description,
  actions,
  contentClassName,
  children,
  ...props
}: SectionCardProps) {
  const heading = (
    <>
      <CardTitle id={titleId} className={titleClassName}>
        {title}
      </CardTitle>
      {description ? <CardDescription>{description}</CardDescription> : null}
    </>
  );
  return (
    <Card aria-labelledby={titleId} {...props}>
      {actions ? (
        <CardHeader
          className={
            description
              ? 'flex flex-row flex-wrap items-start justify-between gap-3'
              : 'flex flex-row flex-wrap items-center justify-between gap-3'
          }
        >
          {description ? <div className="grid gap-1.5">{heading}</div> : heading}
          {actions}
        </CardHeader>
      ) : (
        <CardHeader>{heading}</CardHeader>
      )}
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
