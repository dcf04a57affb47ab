import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { FirstScreen } from './first-screen';

/**
 * The school code screen as HTML, written into index.html by the build (vite.config.ts), so that a
 * first visit paints it before any JavaScript ran. public/first-paint.js shows it only where the
 * app will show that screen (first-screen.tsx: opensOnSchoolCode), and main.tsx hydrates it there.
 * Its field and button stay disabled until then: nothing typed before the code runs is lost.
 */
export function firstScreenMarkup(): string {
  return renderToString(
    <StrictMode>
      <FirstScreen onFound={async () => undefined} />
    </StrictMode>,
  );
}
