// Generated from spec/dist/openapi.json (operations, their documented response examples and the data of the matching rule). Do not edit: run `pnpm --filter @waas/msw generate`.

/** operationId → its method, path template and host, the response it gives by default, its documented responses by status and example name, and which of them a request without `Prefer` gets (`@waas/spec/matching`). */
export const OPERATIONS = {
  "getWalletById": {
    "method": "get",
    "path": "/api/v1/wallets/get/wallet/{walletId}",
    "host": "wallet",
    "byDefault": {
      "status": 200,
      "example": "walletRetrieved"
    },
    "responses": {
      "200": {
        "walletRetrieved": {
          "contentType": "application/json",
          "body": {
            "code": "00",
            "success": true,
            "message": "Retrieved Successfully",
            "data": {
              "id": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
              "walletGroupId": "8e2b7d14-9c3a-4f5e-a6b1-0d9c8e7f6a5b",
              "customerId": "b1e2c3d4-a5f6-4789-8abc-def012345678",
              "availableBalance": 150000.75,
              "ledgerBalance": 150000.75,
              "walletRestrictionId": null,
              "walletClassificationId": "d4c3b2a1-f6e5-4d7c-9b8a-1234567890ab",
              "currencyId": "e5f6a7b8-c9d0-4e1f-a2b3-c4d5e6f7a8b9",
              "isInternal": false,
              "isDefault": true,
              "name": "Ada Obi",
              "overdraft": null,
              "virtualAccount": {
                "accountNumber": "9900012345",
                "bankCode": "090267",
                "bankName": "Sandbox Microfinance Bank"
              },
              "mobNum": "08031234567",
              "customerTypeId": "00000000-0000-0000-0000-000000000000"
            }
          }
        }
      },
      "400": {
        "walletDoesNotExist": {
          "contentType": "application/json",
          "body": {
            "code": "400",
            "success": false,
            "message": "Wallet does not exist",
            "data": null
          }
        }
      },
      "401": {
        "missingApiKey": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "x-api-key is missing in the header",
            "data": null
          }
        },
        "unauthorizedAccess": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "Unauthorized access",
            "data": null
          }
        }
      },
      "404": {
        "accountNotFound": {
          "contentType": "application/json",
          "body": {
            "code": "404",
            "success": false,
            "message": "Account not found",
            "data": null
          }
        }
      },
      "500": {
        "unexpectedError": {
          "contentType": "application/json",
          "body": {
            "code": "500",
            "success": false,
            "message": "An unexpected error occurred",
            "data": null
          }
        }
      }
    },
    "matching": {
      "inputs": [],
      "candidates": [
        {
          "status": 200,
          "name": "walletRetrieved",
          "keys": []
        }
      ]
    }
  },
  "getWalletGroup": {
    "method": "get",
    "path": "/api/v1/walletgroups/get/{id}",
    "host": "wallet",
    "byDefault": {
      "status": 200,
      "example": "walletGroupRetrieved"
    },
    "responses": {
      "200": {
        "walletGroupRetrieved": {
          "contentType": "application/json",
          "body": {
            "code": "00",
            "success": true,
            "message": "Wallet group retrieved successfully.",
            "data": {
              "id": "8e2b7d14-9c3a-4f5e-a6b1-0d9c8e7f6a5b",
              "name": "Retail customers",
              "description": "Wallets of retail customers",
              "organizationId": "5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f",
              "isActive": true,
              "dateCreated": "2024-01-08T08:30:00"
            }
          }
        }
      },
      "400": {
        "invalidWalletGroupId": {
          "contentType": "application/json",
          "body": {
            "code": "400",
            "success": false,
            "message": "Invalid Wallet Group ID specified",
            "data": null
          }
        }
      },
      "401": {
        "missingApiKey": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "x-api-key is missing in the header",
            "data": null
          }
        },
        "unauthorizedAccess": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "Unauthorized access",
            "data": null
          }
        }
      },
      "404": {
        "walletGroupNotFound": {
          "contentType": "application/json",
          "body": {
            "code": "404",
            "success": false,
            "message": "Wallet group not found",
            "data": null
          }
        }
      },
      "500": {
        "unexpectedError": {
          "contentType": "application/json",
          "body": {
            "code": "500",
            "success": false,
            "message": "An unexpected error occurred",
            "data": null
          }
        }
      }
    },
    "matching": {
      "inputs": [],
      "candidates": [
        {
          "status": 200,
          "name": "walletGroupRetrieved",
          "keys": []
        }
      ]
    }
  },
  "getWalletHistory": {
    "method": "get",
    "path": "/api/v1/wallets/account-number/history",
    "host": "wallet",
    "byDefault": {
      "status": 200,
      "example": "historyFetched"
    },
    "responses": {
      "200": {
        "historyFetched": {
          "contentType": "application/json",
          "body": {
            "code": "00",
            "success": true,
            "message": "Fetched Successfully",
            "data": {
              "walletHistories": [
                {
                  "id": "4c8d2e6f-1a3b-4c5d-9e7f-0a1b2c3d4e5f",
                  "walletId": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
                  "productId": "c2d6a1f0-3b9e-4e7a-8f21-6d5c4b3a2f10",
                  "remarks": "Purchase at Acme Retail",
                  "amount": 2500,
                  "debitCreditIndicator": "D",
                  "balance": 150000.75,
                  "transactionReference": "TRX-20240512-000045",
                  "transactionId": "a7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c0d",
                  "isActive": true,
                  "dateCreated": "2024-05-12T14:05:09.417",
                  "mobileNumber": "08031234567",
                  "accountNumber": "9900012345",
                  "name": "Ada Obi"
                }
              ],
              "totalCount": 1,
              "totalPages": 1,
              "currentPage": 1,
              "pageSize": 10
            }
          }
        }
      },
      "400": {
        "badRequest": {
          "contentType": "application/json",
          "body": {
            "code": "400",
            "success": false,
            "message": "Bad Request",
            "data": null
          }
        }
      },
      "401": {
        "missingApiKey": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "x-api-key is missing in the header",
            "data": null
          }
        },
        "unauthorizedAccess": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "Unauthorized access",
            "data": null
          }
        }
      },
      "404": {
        "walletNotFound": {
          "contentType": "application/json",
          "body": {
            "code": "404",
            "success": false,
            "message": "Wallet not found",
            "data": null
          }
        }
      }
    },
    "matching": {
      "inputs": [],
      "candidates": [
        {
          "status": 200,
          "name": "historyFetched",
          "keys": []
        }
      ]
    }
  },
  "getWalletToWalletTransferStatus": {
    "method": "get",
    "path": "/api/v1/wallets/wallet/transaction/wallet-to-wallet/status/{transactionReference}",
    "host": "wallet",
    "byDefault": {
      "status": 200,
      "example": "statusRetrieved"
    },
    "responses": {
      "200": {
        "statusRetrieved": {
          "contentType": "application/json",
          "body": {
            "code": "00",
            "success": true,
            "message": "Transaction status retrieved successfully",
            "data": {
              "reference": "W2W-20240514-000123",
              "status": "Success",
              "timestamp": "2024-05-14T10:22:31.123456"
            }
          }
        }
      },
      "400": {
        "invalidRequest": {
          "contentType": "application/json",
          "body": {
            "code": "400",
            "success": false,
            "message": "Invalid request data",
            "data": null
          }
        }
      },
      "401": {
        "missingApiKey": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "x-api-key is missing in the header",
            "data": null
          }
        },
        "unauthorizedAccess": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "Unauthorized access",
            "data": null
          }
        }
      },
      "404": {
        "transactionNotFound": {
          "contentType": "application/json",
          "body": {
            "code": "404",
            "success": false,
            "message": "Transaction not found",
            "data": null
          }
        }
      },
      "500": {
        "unexpectedError": {
          "contentType": "application/json",
          "body": {
            "code": "500",
            "success": false,
            "message": "An unexpected error occurred",
            "data": null
          }
        }
      }
    },
    "matching": {
      "inputs": [],
      "candidates": [
        {
          "status": 200,
          "name": "statusRetrieved",
          "keys": []
        }
      ]
    }
  },
  "interBankEnquiry": {
    "method": "get",
    "path": "/api/Payout/inter-bank-enquiry",
    "host": "payout",
    "byDefault": {
      "status": 200,
      "example": "accountResolved"
    },
    "responses": {
      "200": {
        "accountResolved": {
          "contentType": "application/json",
          "body": {
            "data": {
              "status": "success",
              "data": {
                "destinationBankCode": "058",
                "accountNumber": "0123456789",
                "accountName": "ACME RETAIL LTD"
              },
              "code": null,
              "message": null
            },
            "statusCode": 200,
            "message": "Success",
            "succeeded": true
          }
        }
      },
      "400": {
        "invalidRequest": {
          "contentType": "application/json",
          "body": {
            "data": null,
            "statusCode": 400,
            "message": "Invalid request data",
            "succeeded": false
          }
        }
      },
      "401": {
        "missingApiKey": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "x-api-key is missing in the header",
            "data": null
          }
        },
        "unauthorizedAccess": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "Unauthorized access",
            "data": null
          }
        }
      },
      "404": {
        "accountNotFound": {
          "contentType": "application/json",
          "body": {
            "data": null,
            "statusCode": 404,
            "message": "Account not found at the destination bank",
            "succeeded": false
          }
        }
      }
    },
    "matching": {
      "inputs": [],
      "candidates": [
        {
          "status": 200,
          "name": "accountResolved",
          "keys": []
        }
      ]
    }
  },
  "listCheckoutWallets": {
    "method": "get",
    "path": "/api/v1/checkout-wallet",
    "host": "checkout",
    "byDefault": {
      "status": 200,
      "example": "walletsListed"
    },
    "responses": {
      "200": {
        "walletsListed": {
          "contentType": "application/json",
          "body": {
            "statusCode": 200,
            "message": "success",
            "data": [
              {
                "id": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                "walletNumber": "8800012345",
                "organizationId": "5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f",
                "walletName": "Invoice INV-1001",
                "status": "Expired",
                "createdAt": "2024-05-10T09:00:00.123Z",
                "expiresAt": "2024-05-11T09:00:00Z",
                "usedAt": null,
                "expiredAt": "2024-05-11T09:00:00Z",
                "reactivatedAt": null,
                "expectedAmount": 25000,
                "invoiceReference": "INV-1001",
                "description": "Order 1001",
                "currencyCode": "NGN",
                "customerEmail": "ada.obi@mail.test",
                "customerName": "Ada Obi",
                "metadata": "{\"orderId\":\"1001\"}",
                "splitType": "Fixed",
                "splitConfigurations": [
                  {
                    "id": "3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a",
                    "beneficiaryId": "4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b",
                    "splitValue": 20000,
                    "feeValue": 50,
                    "feeBearer": true,
                    "beneficiary": {
                      "id": "4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b",
                      "beneficiaryName": "Acme Retail Ltd",
                      "accountNumber": "0123456789",
                      "bankCode": "058",
                      "beneficiaryAlias": "acme-main",
                      "isActive": true
                    }
                  },
                  {
                    "id": "5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c",
                    "beneficiaryId": "6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d",
                    "splitValue": 5000,
                    "feeValue": 0,
                    "feeBearer": false,
                    "beneficiary": {
                      "id": "6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d",
                      "beneficiaryName": "Acme Logistics",
                      "accountNumber": "0234567891",
                      "bankCode": "044",
                      "beneficiaryAlias": "acme-logistics",
                      "isActive": true
                    }
                  }
                ],
                "walletHistories": [
                  {
                    "id": "7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e",
                    "checkoutRef": "CHK-20240510-0001",
                    "expectedAmount": 25000,
                    "generatedAt": "2024-05-10T09:00:00Z",
                    "usedAt": null,
                    "status": "Expired",
                    "transactionId": null
                  }
                ]
              }
            ],
            "pagination": {
              "currentPage": 1,
              "pageSize": 10,
              "totalCount": 1,
              "totalPages": 1,
              "hasNextPage": false,
              "hasPreviousPage": false
            }
          }
        }
      },
      "400": {
        "invalidRequest": {
          "contentType": "application/json",
          "body": {
            "statusCode": 400,
            "message": "Invalid request data",
            "data": null
          }
        }
      },
      "401": {
        "missingApiKey": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "x-api-key is missing in the header",
            "data": null
          }
        },
        "unauthorizedAccess": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "Unauthorized access",
            "data": null
          }
        }
      },
      "403": {
        "otherOrganization": {
          "contentType": "application/json",
          "body": {
            "statusCode": 403,
            "message": "The API key belongs to another organization. You can only access your own organization's wallets.",
            "data": null
          }
        }
      }
    },
    "matching": {
      "inputs": [],
      "candidates": [
        {
          "status": 200,
          "name": "walletsListed",
          "keys": []
        }
      ]
    }
  },
  "listPrefixMappings": {
    "method": "get",
    "path": "/api/v1/prefix-map/me",
    "host": "checkout",
    "byDefault": {
      "status": 200,
      "example": "prefixMappingsListed"
    },
    "responses": {
      "200": {
        "prefixMappingsListed": {
          "contentType": "application/json",
          "body": {
            "statusCode": 200,
            "message": "success",
            "data": [
              {
                "id": "7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a",
                "secondaryPrefix": "880",
                "primaryPrefixId": "5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b",
                "organizationId": "5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f",
                "alias": "acme",
                "organizationName": "Acme Retail Ltd",
                "organizationIsActive": "active"
              }
            ],
            "pagination": {
              "currentPage": 1,
              "pageSize": 10,
              "totalCount": 1,
              "totalPages": 1,
              "hasNextPage": false,
              "hasPreviousPage": false
            }
          }
        }
      },
      "400": {
        "invalidRequest": {
          "contentType": "application/json",
          "body": {
            "statusCode": 400,
            "message": "Invalid request data",
            "data": null
          }
        }
      },
      "401": {
        "missingApiKey": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "x-api-key is missing in the header",
            "data": null
          }
        },
        "unauthorizedAccess": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "Unauthorized access",
            "data": null
          }
        }
      },
      "403": {
        "otherOrganization": {
          "contentType": "application/json",
          "body": {
            "statusCode": 403,
            "message": "The API key belongs to another organization. You can only access your own organization's wallets.",
            "data": null
          }
        },
        "adminRequired": {
          "contentType": "application/json",
          "body": {
            "statusCode": 403,
            "message": "Admin access required",
            "data": null
          }
        }
      }
    },
    "matching": {
      "inputs": [],
      "candidates": [
        {
          "status": 200,
          "name": "prefixMappingsListed",
          "keys": []
        }
      ]
    }
  },
  "postWalletTransaction": {
    "method": "post",
    "path": "/api/v1/wallets/account-number/transactions",
    "host": "wallet",
    "byDefault": {
      "status": 200,
      "example": "transactionPosted"
    },
    "responses": {
      "200": {
        "transactionPosted": {
          "contentType": "application/json",
          "body": {
            "code": "200",
            "success": true,
            "message": "Transaction posted successfully.",
            "data": {
              "transactionId": "0f1e2d3c-4b5a-4697-8877-665544332211",
              "transactionReference": "TRX-20240514-000101",
              "walletId": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
              "accountNumber": "9900012345",
              "direction": "CREDIT",
              "amount": 5000,
              "fee": 0,
              "currency": "NGN",
              "status": "Success",
              "availableBalance": 155000.75,
              "ledgerBalance": 155000.75,
              "valueDate": "2024-05-14T10:22:31Z"
            }
          }
        },
        "transactionScheduled": {
          "contentType": "application/json",
          "body": {
            "code": "200",
            "success": true,
            "message": "Transaction posted successfully.",
            "data": {
              "transactionId": "1a2b3c4d-5e6f-4788-99aa-bbccddeeff00",
              "transactionReference": "TRX-20240514-000201",
              "walletId": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
              "accountNumber": "9900012345",
              "direction": "DEBIT",
              "amount": 6200,
              "fee": 0,
              "currency": "NGN",
              "status": "Pending",
              "availableBalance": 148800.75,
              "ledgerBalance": 155000.75,
              "valueDate": "2099-01-01T09:00:00Z"
            }
          }
        },
        "debitPosted": {
          "contentType": "application/json",
          "body": {
            "code": "200",
            "success": true,
            "message": "Transaction posted successfully.",
            "data": {
              "transactionId": "2b3c4d5e-6f70-4819-8aab-bccddeeff011",
              "transactionReference": "TRX-20240514-000501",
              "walletId": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
              "accountNumber": "9900012345",
              "direction": "DEBIT",
              "amount": 6000,
              "fee": 0,
              "currency": "NGN",
              "status": "Success",
              "availableBalance": 142800.75,
              "ledgerBalance": 149000.75,
              "valueDate": "2024-05-14T10:25:02Z"
            }
          }
        }
      },
      "400": {
        "invalidRequest": {
          "contentType": "application/json",
          "body": {
            "code": "400",
            "success": false,
            "message": "Invalid request data",
            "data": null
          }
        },
        "insufficientFunds": {
          "contentType": "application/json",
          "body": {
            "code": "51",
            "success": false,
            "message": "Insufficient funds",
            "data": null
          }
        }
      },
      "401": {
        "missingApiKey": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "x-api-key is missing in the header",
            "data": null
          }
        },
        "unauthorizedAccess": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "Unauthorized access",
            "data": null
          }
        }
      },
      "404": {
        "invalidAccount": {
          "contentType": "application/json",
          "body": {
            "code": "404",
            "success": false,
            "message": "Invalid account number and organization",
            "data": null
          }
        }
      },
      "409": {
        "referenceConflict": {
          "contentType": "application/json",
          "body": {
            "code": "409",
            "success": false,
            "message": "Transaction reference already used with different details",
            "data": null
          }
        }
      },
      "500": {
        "unexpectedError": {
          "contentType": "application/json",
          "body": {
            "code": "500",
            "success": false,
            "message": "An unexpected error occurred",
            "data": null
          }
        }
      }
    },
    "matching": {
      "inputs": [
        {
          "in": "body",
          "name": "fee",
          "by": "presence"
        },
        {
          "in": "body",
          "name": "direction",
          "by": "value"
        },
        {
          "in": "body",
          "name": "valueDate",
          "by": "presence"
        }
      ],
      "candidates": [
        {
          "status": 200,
          "name": "transactionPosted",
          "keys": [
            "present",
            "\"CREDIT\"",
            "absent"
          ]
        },
        {
          "status": 200,
          "name": "transactionScheduled",
          "keys": [
            "absent",
            "\"DEBIT\"",
            "present"
          ]
        },
        {
          "status": 200,
          "name": "debitPosted",
          "keys": [
            "absent",
            "\"DEBIT\"",
            "absent"
          ]
        }
      ]
    }
  },
  "processDueBatches": {
    "method": "post",
    "path": "/api/v1/admin/batch/process-due",
    "host": "wallet",
    "byDefault": {
      "status": 200,
      "example": "dueProcessed"
    },
    "responses": {
      "200": {
        "dueProcessed": {
          "contentType": "application/json",
          "body": {
            "statusCode": 200,
            "message": "Due transactions processed successfully",
            "data": {
              "isSuccess": true,
              "message": "Processed 2 batches",
              "processedBatches": 2,
              "totalTransactions": 5,
              "totalAmount": 125000.5
            }
          }
        }
      },
      "401": {
        "missingApiKey": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "x-api-key is missing in the header",
            "data": null
          }
        },
        "unauthorizedAccess": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "Unauthorized access",
            "data": null
          }
        }
      },
      "403": {
        "adminRequired": {
          "contentType": "application/json",
          "body": {
            "statusCode": 403,
            "message": "Admin access required",
            "data": null
          }
        }
      }
    },
    "matching": {
      "inputs": [],
      "candidates": [
        {
          "status": 200,
          "name": "dueProcessed",
          "keys": []
        }
      ]
    }
  },
  "searchWalletByMobileNumber": {
    "method": "get",
    "path": "/api/v1/wallets/search/mobile",
    "host": "wallet",
    "byDefault": {
      "status": 200,
      "example": "walletFound"
    },
    "responses": {
      "200": {
        "walletFound": {
          "contentType": "application/json",
          "body": {
            "code": "200",
            "success": true,
            "message": "Wallet found.",
            "data": {
              "id": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
              "walletGroupId": "8e2b7d14-9c3a-4f5e-a6b1-0d9c8e7f6a5b",
              "customerId": "b1e2c3d4-a5f6-4789-8abc-def012345678",
              "availableBalance": 150000.75,
              "ledgerBalance": 150000.75,
              "walletRestrictionId": null,
              "walletClassificationId": "d4c3b2a1-f6e5-4d7c-9b8a-1234567890ab",
              "currencyId": "e5f6a7b8-c9d0-4e1f-a2b3-c4d5e6f7a8b9",
              "isInternal": false,
              "isDefault": true,
              "name": "Ada Obi",
              "overdraft": null,
              "virtualAccount": {
                "accountNumber": "9900012345",
                "bankCode": "090267",
                "bankName": "Sandbox Microfinance Bank"
              },
              "mobNum": "08031234567",
              "customerTypeId": "00000000-0000-0000-0000-000000000000"
            }
          }
        }
      },
      "400": {
        "invalidRequest": {
          "contentType": "application/json",
          "body": {
            "code": "400",
            "success": false,
            "message": "Invalid request data",
            "data": null
          }
        }
      },
      "401": {
        "missingApiKey": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "x-api-key is missing in the header",
            "data": null
          }
        },
        "unauthorizedAccess": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "Unauthorized access",
            "data": null
          }
        }
      },
      "404": {
        "walletNotFound": {
          "contentType": "application/json",
          "body": {
            "code": "404",
            "success": false,
            "message": "Wallet not found",
            "data": null
          }
        }
      },
      "500": {
        "unexpectedError": {
          "contentType": "application/json",
          "body": {
            "code": "500",
            "success": false,
            "message": "An unexpected error occurred",
            "data": null
          }
        }
      }
    },
    "matching": {
      "inputs": [],
      "candidates": [
        {
          "status": 200,
          "name": "walletFound",
          "keys": []
        }
      ]
    }
  },
  "simulateInflow": {
    "method": "post",
    "path": "/api/v1/staging/simulate-inflow",
    "host": "wallet",
    "byDefault": {
      "status": 200,
      "example": "funded"
    },
    "responses": {
      "200": {
        "funded": {
          "contentType": "application/json",
          "body": {
            "code": "00",
            "success": true,
            "message": "Funded successfully",
            "data": null
          }
        }
      },
      "400": {
        "invalidRequest": {
          "contentType": "application/json",
          "body": {
            "code": "400",
            "success": false,
            "message": "Invalid request data",
            "data": null
          }
        },
        "accountNotValid": {
          "contentType": "application/json",
          "body": {
            "code": "03",
            "success": false,
            "message": "Account number is not valid",
            "data": null
          }
        }
      },
      "401": {
        "missingApiKey": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "x-api-key is missing in the header",
            "data": null
          }
        },
        "unauthorizedAccess": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "Unauthorized access",
            "data": null
          }
        }
      },
      "500": {
        "unexpectedError": {
          "contentType": "application/json",
          "body": {
            "code": "500",
            "success": false,
            "message": "An unexpected error occurred",
            "data": null
          }
        }
      }
    },
    "matching": {
      "inputs": [],
      "candidates": [
        {
          "status": 200,
          "name": "funded",
          "keys": []
        }
      ]
    }
  },
  "updateProduct": {
    "method": "patch",
    "path": "/api/v1/products/update",
    "host": "wallet",
    "byDefault": {
      "status": 200,
      "example": "updated"
    },
    "responses": {
      "200": {
        "updated": {
          "contentType": "application/json",
          "body": {
            "code": "00",
            "success": true,
            "message": "Updated Successfully",
            "data": {
              "id": "c2d6a1f0-3b9e-4e7a-8f21-6d5c4b3a2f10",
              "name": "Wallet Debit",
              "description": "Debits a customer wallet for a purchase",
              "direction": "D",
              "isActive": true,
              "dateUpdated": "2024-05-14T10:22:31"
            }
          }
        }
      },
      "400": {
        "invalidRequest": {
          "contentType": "application/json",
          "body": {
            "code": "400",
            "success": false,
            "message": "Invalid request data",
            "data": null
          }
        },
        "productNotFound": {
          "contentType": "application/json",
          "body": {
            "code": "404",
            "success": false,
            "message": "Product does not exist",
            "data": null
          }
        }
      },
      "401": {
        "missingApiKey": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "x-api-key is missing in the header",
            "data": null
          }
        },
        "unauthorizedAccess": {
          "contentType": "application/json",
          "body": {
            "code": "401",
            "success": false,
            "message": "Unauthorized access",
            "data": null
          }
        }
      }
    },
    "matching": {
      "inputs": [],
      "candidates": [
        {
          "status": 200,
          "name": "updated",
          "keys": []
        }
      ]
    }
  }
} as const;
