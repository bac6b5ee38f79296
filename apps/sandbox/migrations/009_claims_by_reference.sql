-- The posting line looks up a group's references in one read (storage/postings.ts, readForPostings): organization and
-- reference = ANY(the group's references). On (organization_id, reference) the planner could take the organization
-- alone as the index condition and the references as a filter, and did whenever its statistics had not yet seen the
-- organization's postings (a new organization is estimated at one row): every posting of the organization read for
-- each group, 4.5 ms and 7,400 buffers a read once it had 26,000 (auto_explain, 2026-11-24), so posts/s fell as the
-- organization grew. Led by the reference, the index answers the references alone, one descent each, whatever the
-- statistics say; the claim (one reference once per organization) is the same constraint.
ALTER TABLE postings DROP CONSTRAINT postings_organization_id_reference_key;
ALTER TABLE postings ADD CONSTRAINT postings_reference_organization_id_key UNIQUE (reference, organization_id);
