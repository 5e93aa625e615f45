/** The sort orders of the admin lists, named as antd's tables send them. */
export const listSortOrders = ['ascend', 'descend'] as const;
export type ListSortOrder = (typeof listSortOrders)[number];

/** The order a header's second click asks: the other one. */
export const otherSortOrder = (order: ListSortOrder): ListSortOrder => (order === 'ascend' ? 'descend' : 'ascend');
