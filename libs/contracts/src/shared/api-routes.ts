/** The `/api` paths of spec section 7, shared by the API controllers and the web client. */
export const apiRoutes = {
  user: '/api/user',
  login: '/api/login',
  register: '/api/register',
  logout: '/api/logout',
  resetPassword: '/api/reset-password',
  resetPasswordConfirm: '/api/reset-password/confirm',
  changePassword: '/api/user/change-password',
  requestChange: '/api/user/request-change',
  businessDocument: '/api/user/business-document',
  userById: (id: number | string) => `/api/users/${id}`,
  checkUsername: (username: string) => `/api/check-username/${encodeURIComponent(username)}`,
  checkVat: (vat: string) => `/api/check-vat/${encodeURIComponent(vat)}`,
  checkEmail: (email: string) => `/api/check-email/${encodeURIComponent(email)}`,
  uploadBusinessDocument: '/api/upload-business-document',
  adminUsers: '/api/admin/users',
  adminUser: (id: number | string) => `/api/admin/users/${id}`,
  adminUserStatus: (id: number | string) => `/api/admin/users/${id}/status`,
  businessDocumentFile: (filename: string) => `/api/business-documents/${encodeURIComponent(filename)}`,
  appConfig: '/api/config',
  practices: '/api/practices',
  practice: (id: number | string) => `/api/practices/${id}`,
  practiceSaleStatus: (id: number | string) => `/api/practices/${id}/sale-status`,
  practiceDocument: (id: number | string, filename: string) => `/api/practices/${id}/documents/${encodeURIComponent(filename)}`,
  practiceDownloadAll: (id: number | string) => `/api/practices/${id}/download-all`,
  adminPracticeStatus: (id: number | string) => `/api/admin/practices/${id}/status`,
  adminPractice: (id: number | string) => `/api/admin/practices/${id}`,
  upload: '/api/upload',
  document: (filename: string) => `/api/documents/${encodeURIComponent(filename)}`,
} as const;

/** Body of every error answer: `error` and `message` carry the same Italian text (spec 7 reads either). */
export type ApiErrorBody = { error: string; message: string };
