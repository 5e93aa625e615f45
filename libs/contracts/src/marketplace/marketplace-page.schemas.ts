// Schemas of the marketplace page: paging, sorting, filters, counts (issue 26).
export {};
