// The answers of the service, written out as a server would hard-code them: shape A (wallet host and most errors),
// shape B (checkout, prefix mappings, batches) and the payout enquiry's own shape.

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface Pagination {
  currentPage: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export const successA = (code: string, message: string, data: unknown): Answer => ({
  status: 200,
  body: { code, success: true, message, data },
});

export const errorA = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, success: false, message, data: null },
});

export const pageB = (data: unknown[], pagination: Pagination): Answer => ({
  status: 200,
  body: { statusCode: 200, message: 'success', data, pagination },
});

export const successB = (message: string, data: unknown): Answer => ({
  status: 200,
  body: { statusCode: 200, message, data },
});

export const errorB = (status: number, message: string): Answer => ({
  status,
  body: { statusCode: status, message, data: null },
});

export const enquiryError = (status: number, message: string): Answer => ({
  status,
  body: { data: null, statusCode: status, message, succeeded: false },
});

export const missingApiKey = errorA(401, '401', 'x-api-key is missing in the header');
export const unauthorizedAccess = errorA(401, '401', 'Unauthorized access');
export const adminRequired = errorB(403, 'Admin access required');
export const otherOrganization = errorB(
  403,
  "The API key belongs to another organization. You can only access your own organization's wallets.",
);
export const invalidRequestA = errorA(400, '400', 'Invalid request data');
export const invalidRequestB = errorB(400, 'Invalid request data');
export const unexpectedError = errorA(500, '500', 'An unexpected error occurred');
/** The rateLimitPerSecond answer: the limit met, and when to come back. */
export const rateLimitedAnswer: Answer = {
  ...errorA(429, '429', 'Too many requests'),
  headers: { 'retry-after': '1' },
};
/** A path or method the service does not have: its own 404, in shape A. */
export const routeNotFound = errorA(404, '404', 'Resource not found');
