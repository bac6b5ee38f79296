// Generated from spec/dist/openapi.json. Do not edit: run `pnpm --filter @waas/webhooks generate`.

/** The JSON Schemas (2020-12) of the webhook events, with every component schema they reach. */
export const eventSchema: { readonly $schema: string; readonly $id: string; readonly $defs: Readonly<Record<string, object>> } = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://waas.invalid/webhooks.json",
  "$defs": {
    "AccountNumber": {
      "type": "string",
      "pattern": "^[0-9]{10}$"
    },
    "CheckoutWalletStatus": {
      "type": "string",
      "enum": [
        "Active",
        "Used",
        "Expired"
      ]
    },
    "CurrencyCode": {
      "type": "string",
      "pattern": "^[A-Z]{3}$"
    },
    "InflowEvent": {
      "allOf": [
        {
          "$ref": "#/$defs/WebhookEvent"
        },
        {
          "type": "object",
          "properties": {
            "type": {
              "type": "string",
              "const": "inflow.received"
            },
            "data": {
              "type": "object",
              "required": [
                "transactionReference",
                "accountNumber",
                "accountName",
                "walletId",
                "amount",
                "currency",
                "narration",
                "availableBalance",
                "ledgerBalance"
              ],
              "properties": {
                "transactionReference": {
                  "type": "string"
                },
                "accountNumber": {
                  "$ref": "#/$defs/AccountNumber"
                },
                "accountName": {
                  "type": "string"
                },
                "walletId": {
                  "$ref": "#/$defs/Uuid"
                },
                "amount": {
                  "$ref": "#/$defs/Money"
                },
                "currency": {
                  "$ref": "#/$defs/CurrencyCode"
                },
                "narration": {
                  "type": "string"
                },
                "availableBalance": {
                  "$ref": "#/$defs/Money"
                },
                "ledgerBalance": {
                  "$ref": "#/$defs/Money"
                }
              }
            }
          }
        }
      ]
    },
    "Money": {
      "type": "number"
    },
    "PaymentFailedEvent": {
      "allOf": [
        {
          "$ref": "#/$defs/WebhookEvent"
        },
        {
          "type": "object",
          "properties": {
            "type": {
              "type": "string",
              "const": "payment.failed"
            },
            "data": {
              "type": "object",
              "required": [
                "checkoutWalletId",
                "walletNumber",
                "walletName",
                "checkoutRef",
                "amount",
                "expectedAmount",
                "currency",
                "narration",
                "status",
                "reason"
              ],
              "properties": {
                "checkoutWalletId": {
                  "$ref": "#/$defs/Uuid"
                },
                "walletNumber": {
                  "$ref": "#/$defs/AccountNumber"
                },
                "walletName": {
                  "type": "string"
                },
                "checkoutRef": {
                  "type": "string"
                },
                "amount": {
                  "$ref": "#/$defs/Money"
                },
                "expectedAmount": {
                  "$ref": "#/$defs/Money"
                },
                "currency": {
                  "$ref": "#/$defs/CurrencyCode"
                },
                "narration": {
                  "type": "string"
                },
                "status": {
                  "$ref": "#/$defs/CheckoutWalletStatus"
                },
                "reason": {
                  "type": "string",
                  "enum": [
                    "amountMismatch",
                    "walletUsed",
                    "walletExpired"
                  ]
                }
              }
            }
          }
        }
      ]
    },
    "PaymentSucceededEvent": {
      "allOf": [
        {
          "$ref": "#/$defs/WebhookEvent"
        },
        {
          "type": "object",
          "properties": {
            "type": {
              "type": "string",
              "const": "payment.succeeded"
            },
            "data": {
              "type": "object",
              "required": [
                "checkoutWalletId",
                "walletNumber",
                "walletName",
                "checkoutRef",
                "transactionId",
                "amount",
                "currency",
                "narration",
                "status",
                "splits",
                "retained"
              ],
              "properties": {
                "checkoutWalletId": {
                  "$ref": "#/$defs/Uuid"
                },
                "walletNumber": {
                  "$ref": "#/$defs/AccountNumber"
                },
                "walletName": {
                  "type": "string"
                },
                "checkoutRef": {
                  "type": "string"
                },
                "transactionId": {
                  "$ref": "#/$defs/Uuid"
                },
                "amount": {
                  "$ref": "#/$defs/Money"
                },
                "currency": {
                  "$ref": "#/$defs/CurrencyCode"
                },
                "narration": {
                  "type": "string"
                },
                "status": {
                  "type": "string",
                  "const": "Used"
                },
                "splits": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "required": [
                      "splitConfigurationId",
                      "beneficiaryId",
                      "splitValue",
                      "feeValue",
                      "feeBearer",
                      "paid"
                    ],
                    "properties": {
                      "splitConfigurationId": {
                        "$ref": "#/$defs/Uuid"
                      },
                      "beneficiaryId": {
                        "$ref": "#/$defs/Uuid"
                      },
                      "splitValue": {
                        "$ref": "#/$defs/Money"
                      },
                      "feeValue": {
                        "$ref": "#/$defs/Money"
                      },
                      "feeBearer": {
                        "type": "boolean"
                      },
                      "paid": {
                        "$ref": "#/$defs/Money"
                      }
                    }
                  }
                },
                "retained": {
                  "$ref": "#/$defs/Money"
                }
              }
            }
          }
        }
      ]
    },
    "PostedTransaction": {
      "type": "object",
      "required": [
        "transactionId",
        "transactionReference",
        "walletId",
        "accountNumber",
        "direction",
        "amount",
        "fee",
        "currency",
        "status",
        "availableBalance",
        "ledgerBalance",
        "valueDate"
      ],
      "properties": {
        "transactionId": {
          "$ref": "#/$defs/Uuid"
        },
        "transactionReference": {
          "type": "string"
        },
        "walletId": {
          "$ref": "#/$defs/Uuid"
        },
        "accountNumber": {
          "$ref": "#/$defs/AccountNumber"
        },
        "direction": {
          "$ref": "#/$defs/TransactionDirection"
        },
        "amount": {
          "$ref": "#/$defs/Money"
        },
        "fee": {
          "$ref": "#/$defs/Money"
        },
        "currency": {
          "$ref": "#/$defs/CurrencyCode"
        },
        "status": {
          "$ref": "#/$defs/TransferStatusValue"
        },
        "availableBalance": {
          "$ref": "#/$defs/Money"
        },
        "ledgerBalance": {
          "$ref": "#/$defs/Money"
        },
        "valueDate": {
          "type": "string",
          "format": "date-time"
        }
      }
    },
    "TransactionDirection": {
      "type": "string",
      "enum": [
        "CREDIT",
        "DEBIT"
      ]
    },
    "TransactionFailedEvent": {
      "allOf": [
        {
          "$ref": "#/$defs/WebhookEvent"
        },
        {
          "type": "object",
          "properties": {
            "type": {
              "type": "string",
              "const": "transaction.failed"
            },
            "data": {
              "type": "object",
              "required": [
                "transactionId",
                "transactionReference",
                "walletId",
                "accountNumber",
                "direction",
                "amount",
                "fee",
                "currency",
                "status",
                "reason",
                "valueDate"
              ],
              "properties": {
                "transactionId": {
                  "$ref": "#/$defs/Uuid"
                },
                "transactionReference": {
                  "type": "string"
                },
                "walletId": {
                  "$ref": "#/$defs/Uuid"
                },
                "accountNumber": {
                  "$ref": "#/$defs/AccountNumber"
                },
                "direction": {
                  "$ref": "#/$defs/TransactionDirection"
                },
                "amount": {
                  "$ref": "#/$defs/Money"
                },
                "fee": {
                  "$ref": "#/$defs/Money"
                },
                "currency": {
                  "$ref": "#/$defs/CurrencyCode"
                },
                "status": {
                  "type": "string",
                  "const": "Failed"
                },
                "reason": {
                  "type": "string",
                  "enum": [
                    "belowFloor",
                    "beyondLimit"
                  ]
                },
                "valueDate": {
                  "type": "string",
                  "format": "date-time"
                }
              }
            }
          }
        }
      ]
    },
    "TransactionPostedEvent": {
      "allOf": [
        {
          "$ref": "#/$defs/WebhookEvent"
        },
        {
          "type": "object",
          "properties": {
            "type": {
              "type": "string",
              "const": "transaction.posted"
            },
            "data": {
              "$ref": "#/$defs/PostedTransaction"
            }
          }
        }
      ]
    },
    "TransferStatusValue": {
      "type": "string",
      "enum": [
        "Success",
        "Pending",
        "Failed"
      ]
    },
    "Uuid": {
      "type": "string",
      "format": "uuid",
      "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
    },
    "VirtualAccount": {
      "type": "object",
      "required": [
        "accountNumber",
        "bankCode",
        "bankName"
      ],
      "properties": {
        "accountNumber": {
          "$ref": "#/$defs/AccountNumber"
        },
        "bankCode": {
          "type": "string"
        },
        "bankName": {
          "type": "string"
        }
      }
    },
    "Wallet": {
      "type": "object",
      "required": [
        "id",
        "walletGroupId",
        "customerId",
        "availableBalance",
        "ledgerBalance",
        "walletRestrictionId",
        "walletClassificationId",
        "currencyId",
        "isInternal",
        "isDefault",
        "name",
        "overdraft",
        "virtualAccount",
        "mobNum",
        "customerTypeId"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/Uuid"
        },
        "walletGroupId": {
          "$ref": "#/$defs/Uuid"
        },
        "customerId": {
          "$ref": "#/$defs/Uuid"
        },
        "availableBalance": {
          "$ref": "#/$defs/Money"
        },
        "ledgerBalance": {
          "$ref": "#/$defs/Money"
        },
        "walletRestrictionId": {
          "type": [
            "string",
            "null"
          ]
        },
        "walletClassificationId": {
          "$ref": "#/$defs/Uuid"
        },
        "currencyId": {
          "$ref": "#/$defs/Uuid"
        },
        "isInternal": {
          "type": "boolean"
        },
        "isDefault": {
          "type": "boolean"
        },
        "name": {
          "type": "string"
        },
        "overdraft": {
          "type": [
            "number",
            "null"
          ]
        },
        "virtualAccount": {
          "$ref": "#/$defs/VirtualAccount"
        },
        "mobNum": {
          "type": [
            "string",
            "null"
          ]
        },
        "customerTypeId": {
          "$ref": "#/$defs/Uuid"
        }
      }
    },
    "WalletDeletedEvent": {
      "allOf": [
        {
          "$ref": "#/$defs/WebhookEvent"
        },
        {
          "type": "object",
          "properties": {
            "type": {
              "type": "string",
              "const": "wallet.deleted"
            },
            "data": {
              "type": "object",
              "required": [
                "walletId",
                "walletGroupId",
                "accountNumber",
                "name"
              ],
              "properties": {
                "walletId": {
                  "$ref": "#/$defs/Uuid"
                },
                "walletGroupId": {
                  "$ref": "#/$defs/Uuid"
                },
                "accountNumber": {
                  "$ref": "#/$defs/AccountNumber"
                },
                "name": {
                  "type": "string"
                }
              }
            }
          }
        }
      ]
    },
    "WalletUpdatedEvent": {
      "allOf": [
        {
          "$ref": "#/$defs/WebhookEvent"
        },
        {
          "type": "object",
          "properties": {
            "type": {
              "type": "string",
              "const": "wallet.updated"
            },
            "data": {
              "type": "object",
              "required": [
                "wallet",
                "changed"
              ],
              "properties": {
                "wallet": {
                  "$ref": "#/$defs/Wallet"
                },
                "changed": {
                  "type": "array",
                  "minItems": 1,
                  "uniqueItems": true,
                  "items": {
                    "type": "string",
                    "enum": [
                      "name",
                      "overdraft",
                      "walletRestrictionId"
                    ]
                  }
                }
              }
            }
          }
        }
      ]
    },
    "WebhookEvent": {
      "type": "object",
      "required": [
        "id",
        "type",
        "createdAt",
        "organizationId",
        "data"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/Uuid"
        },
        "type": {
          "type": "string"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time"
        },
        "organizationId": {
          "$ref": "#/$defs/Uuid"
        },
        "data": {
          "type": "object"
        }
      }
    }
  }
};

/** Event `type` → its schema under `eventSchema.$defs`. */
export const schemaByEventType = {
  "inflow.received": "InflowEvent",
  "payment.failed": "PaymentFailedEvent",
  "payment.succeeded": "PaymentSucceededEvent",
  "transaction.failed": "TransactionFailedEvent",
  "transaction.posted": "TransactionPostedEvent",
  "wallet.deleted": "WalletDeletedEvent",
  "wallet.updated": "WalletUpdatedEvent"
} as const;
