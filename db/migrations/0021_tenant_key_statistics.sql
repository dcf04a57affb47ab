-- Every key here is (tenant_id, id): ids are unique across schools, so the id alone decides the
-- school. The planner multiplies the two columns' selectivities as if they were independent, so on a
-- large district it took "this student's submissions" for one row, the same as "this student's
-- submission of this assignment", and picked the wrong index (issue 9, bench/README.md): the parent
-- dashboard's homework card looked up each of about 35 assignments through submissions_student,
-- reading the child's whole year each time (696 of the dashboard's 1,289 buffers) instead of one
-- row through submissions_pkey. Functional-dependency statistics tell the planner that the id
-- determines the school; with them the dashboard reads 874 buffers instead of 1,289.
--
-- Only the large tables that request paths search by a second id are covered. analyze fills the new
-- statistics now (a sample per table: about 20 s on the full district, nothing on a new database).

create statistics attendance_student_stats (dependencies, ndistinct)
  on tenant_id, student_id from attendance;
create statistics attendance_class_stats (dependencies, ndistinct)
  on tenant_id, class_id from attendance;
create statistics submissions_student_stats (dependencies, ndistinct)
  on tenant_id, student_id from submissions;
create statistics submissions_assignment_stats (dependencies, ndistinct)
  on tenant_id, assignment_id from submissions;
create statistics assignments_class_stats (dependencies, ndistinct)
  on tenant_id, class_id from assignments;
create statistics enrolments_student_stats (dependencies, ndistinct)
  on tenant_id, student_id from enrolments;
create statistics enrolments_class_stats (dependencies, ndistinct)
  on tenant_id, class_id from enrolments;
create statistics fee_records_student_stats (dependencies, ndistinct)
  on tenant_id, student_id from fee_records;
create statistics payments_record_stats (dependencies, ndistinct)
  on tenant_id, fee_record_id from payments;
create statistics guardianships_parent_stats (dependencies, ndistinct)
  on tenant_id, parent_user_id from guardianships;

analyze attendance, submissions, assignments, enrolments, fee_records, payments, guardianships;
