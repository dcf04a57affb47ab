-- Who reads fees: admins; parents and students their own (app_family_student_ids(), and payments
-- through their record); parents the school's fee structures. Writes: admins only
-- (71_school-data-policies.sql). The fee rules themselves: 30_fees.sql.
-- History: 0005, 0017 (family sets); this file holds their current text.

drop policy if exists fee_records_read on fee_records;
create policy fee_records_read on fee_records as restrictive for select to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin'
         or ((select app_role()) in ('parent', 'student') and student_id in (select app_family_student_ids())));

drop policy if exists payments_read on payments;
create policy payments_read on payments as restrictive for select to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin'
         or ((select app_role()) in ('parent', 'student')
             and fee_record_id in (select app_family_fee_record_ids())));

drop policy if exists fee_structures_read on fee_structures;
create policy fee_structures_read on fee_structures as restrictive for select to app_user
  using ((select app_is_owner()) or (select app_role()) in ('admin', 'parent'));
