import { ListState } from '@/web/components/list-state';
import { cn } from '@/web/lib/cn';
import { useAiProviders } from '../../api/get-ai-providers';
import { SectionCard } from '@/web/components/section-card';

/** Read only: which of the chat's providers the server has set up, and what each needs. */
export function AiProvidersCard() {
  const providers = useAiProviders();
  return (
    <SectionCard
      title="AI providers"
      description={
        <>
          Which providers of the chat can answer at your school. They are set up on the server by
          whoever runs it; people who choose one that is not set up are told so.
        </>
      }
      contentClassName="grid gap-3"
    >
      <ListState
        query={providers}
        loadingLabel="Loading AI providers"
        errorText="The AI providers could not be loaded."
      >
        {(data) => (
          <>
            <ul
              className="divide-y divide-border rounded-md border border-border"
              aria-label="AI providers"
            >
              {data.providers.map((p) => (
                <li key={p.provider} className="grid gap-0.5 px-3 py-2">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {p.label}
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs',
                        p.configured
                          ? 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200'
                          : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
                      )}
                    >
                      {p.configured ? 'Set up' : 'Not set up'}
                    </span>
                  </span>
                  <span className="text-sm break-words text-muted-foreground">{p.detail}</span>
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground">Document search: {data.documentSearch}</p>
          </>
        )}
      </ListState>
    </SectionCard>
  );
}
