// Schemas of the admins' inbox of data-change requests (issue 26).
export {};
