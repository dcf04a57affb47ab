import { CLASS_SUBJECTS } from '@/shared/rules/class-subjects.ts';
import type { Role } from '@/shared/schemas/auth.ts';
import type {
  VocabClass,
  VocabStudent,
  Vocabulary,
} from '../chat/data-questions/ask-vocabulary.ts';

/**
 * A small school for the parser's unit tests: Priya Shah's children Sam (Grade 10A) and Tara
 * (Grade 12B), two more students (one also called Tara), Thomas Reed's classes (10A and 10B
 * Mathematics, 11A Physics) and a colleague's.
 */
const student = (id: string, name: string, grade: number, section: string, child: boolean) =>
  ({ id, name, grade, section, child }) satisfies VocabStudent;

const klass = (
  id: string,
  name: string,
  subject: string,
  teacher: 'reed' | 'varga',
): Omit<VocabClass, 'mine'> => ({
  id,
  name,
  grade: Number(/\d+/.exec(name)![0]),
  subject,
  teacherId: teacher,
  teacher: teacher === 'reed' ? 'Thomas Reed' : 'Una Varga',
  email: `${teacher}@school.test`,
});

const CLASSES = [
  klass('c1', 'Grade 10A', 'Mathematics', 'reed'),
  klass('c2', 'Grade 10B', 'Mathematics', 'reed'),
  klass('c3', 'Grade 11A', 'Physics', 'reed'),
  klass('c4', 'Grade 10A', 'Chemistry', 'varga'),
  klass('c5', 'Grade 12B', 'Chemistry', 'varga'),
  klass('c6', 'Grade 2B', 'Art', 'varga'),
  klass('c7', 'Grade 10A', 'English', 'varga'),
];

/** The school as a caller of `role` sees it (a parent: Priya Shah; a teacher: Thomas Reed). */
export function vocabularyFor(role: Role): Vocabulary {
  const children = role === 'parent';
  const students =
    role === 'parent'
      ? [student('s1', 'Sam Shah', 10, 'A', true), student('s2', 'Tara Shah', 12, 'B', true)]
      : [
          student('s1', 'Sam Shah', 10, 'A', false),
          student('s2', 'Tara Shah', 12, 'B', false),
          student('s3', 'Tara Hughes', 11, 'A', false),
          student('s4', 'Leo Larsen', 11, 'A', false),
        ];
  const enrolled = new Set(['c1', 'c4', 'c7', 'c5']);
  return {
    role,
    students,
    classes: CLASSES.map((c) => ({
      ...c,
      mine:
        role === 'admin' ||
        (role === 'teacher' ? c.teacherId === 'reed' : children && enrolled.has(c.id)),
    })),
    subjects: [...CLASS_SUBJECTS],
    teachers: [
      { id: 'reed', name: 'Thomas Reed' },
      { id: 'varga', name: 'Una Varga' },
    ],
    terms: [],
  };
}
