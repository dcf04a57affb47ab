import { useMutation } from '@tanstack/react-query';
import { authorizedResponse } from '@/web/lib/auth/authorized-fetch';
import { type ReportQuery, reportSearch } from './get-attendance-report';

/** The CSV's text (the request carries the session, so no plain link), saved as a file. */
export async function downloadAttendanceCsv(query: ReportQuery & { fileName: string }) {
  const response = await authorizedResponse(
    `/api/teacher/reports/attendance.csv?${reportSearch(query)}`,
  );
  const text = await response.text();
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = query.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** GET /api/teacher/reports/attendance.csv */
export const useDownloadAttendanceCsv = () => useMutation({ mutationFn: downloadAttendanceCsv });
