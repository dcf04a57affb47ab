import { BookOpen, GraduationCap, Info, UserRound, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import type { AdminStats } from '@/shared/schemas/people';
import { TREND_EXPLANATION, trendLabel } from '@/shared/rules/trend';
import { Alert } from '@/web/components/ui/alert';
import { StatTile, StatTileList } from '@/web/components/stat-tiles';
import { Skeleton } from '@/web/components/ui/skeleton';
import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '@/web/components/ui/tooltip';
import { cn } from '@/web/lib/cn';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { useStats } from '../api/get-stats';

const tiles: {
  key: keyof AdminStats;
  title: string;
  icon: ComponentType<{ className?: string }>;
}[] = [
  { key: 'students', title: 'Total Students', icon: GraduationCap },
  { key: 'teachers', title: 'Teachers', icon: UserRound },
  { key: 'parents', title: 'Parents', icon: Users },
  { key: 'classes', title: 'Classes', icon: BookOpen },
];

/** Spec: four tiles with trend percentages, counted from the school's rows. */
export function StatTiles() {
  const stats = useStats();
  if (stats.isError) {
    return <Alert>The counts could not be loaded. {requestErrorMessage(stats.error)}</Alert>;
  }
  return (
    <TooltipProvider delayDuration={200}>
      <StatTileList label="School summary">
        {tiles.map(({ key, title, icon }) => {
          const tile = stats.data?.[key];
          const label = tile ? trendLabel(tile.count, tile.trendPercent) : '';
          return (
            <StatTile key={key} title={title} icon={icon}>
              {tile ? (
                <>
                  <p className="text-3xl font-bold tabular-nums">{tile.count}</p>
                  <div className="flex items-center gap-1 text-xs">
                    <span
                      className={cn(
                        'font-medium',
                        tile.trendPercent !== null &&
                          tile.trendPercent > 0 &&
                          'text-green-700 dark:text-green-400',
                        tile.trendPercent !== null &&
                          tile.trendPercent < 0 &&
                          'text-red-700 dark:text-red-400',
                        tile.trendPercent === null && 'text-muted-foreground',
                      )}
                    >
                      {label}
                    </span>
                    <Tooltip>
                      <TooltipTrigger
                        className="rounded-full text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        aria-label={`How the ${title} trend is computed`}
                      >
                        <Info className="size-3.5" aria-hidden="true" />
                      </TooltipTrigger>
                      <TooltipContent className="max-w-64">{TREND_EXPLANATION}</TooltipContent>
                    </Tooltip>
                  </div>
                </>
              ) : (
                <div aria-hidden="true" className="grid gap-2 pt-1">
                  <Skeleton className="h-8 w-16" />
                  <Skeleton className="h-3 w-28" />
                </div>
              )}
            </StatTile>
          );
        })}
      </StatTileList>
    </TooltipProvider>
  );
}
