/**
 * Generated from control/openapi.yaml by `pnpm --filter @waas/sandbox generate`.
 * Do not edit by hand: change the YAML, then run it.
 */
import type { OpenApiDocument } from '@waas/spec/pairs';

/** The control API's document, as control/openapi.yaml says it: what the server and the MSW handlers serve. */
export const CONTROL_DOCUMENT = {
  "openapi": "3.1.0",
  "info": {
    "title": "WaaS sandbox control API",
    "version": "1.0.0",
    "summary": "Sandbox-only operations that the Wallet, Checkout and Payout API does not have.",
    "description": "Served by the sandbox beside the API, under `/sandbox`. It creates what the API only reads\n(organizations, API keys, wallet groups, products, wallets), moves an organization's clock (value dates, due\nbatches, checkout expiry, webhook schedule) or the sandbox clock, shows the webhook outbox and the ledger\ninvariants, and resets an organization, or everything, to how it was made.\nWithout `WAAS_SANDBOX_CONTROL_TOKEN` it asks for nothing, and the sandbox listens on loopback only. With it, every\nrequest needs `Authorization: Bearer <token>`, or an admin `x-api-key` of the organization its path names (that\norganization only; what acts on the whole sandbox takes the token alone): missing or wrong credentials get 401\nwith `WWW-Authenticate`, a key of another organization or without admin access 403, both as a Problem. A\nsandbox with a token is shared, so what would move every organization at once (`POST /sandbox/reset`,\n`PUT /sandbox/clock`) is refused (403) even with the token: each organization has its clock and reset of its own.\n",
    "license": {
      "name": "MIT",
      "identifier": "MIT"
    }
  },
  "servers": [
    {
      "url": "http://127.0.0.1:4000"
    }
  ],
  "paths": {
    "/sandbox/reset": {
      "post": {
        "operationId": "reset",
        "summary": "Reset to the seed",
        "description": "Empties every table, seeds the spec's examples again and sets every clock back to real time. Issued keys other than the demo keys are gone. Refused (403) when a control token is set; reset one organization instead.",
        "responses": {
          "200": {
            "description": "Reset.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "reset"
                  ],
                  "properties": {
                    "reset": {
                      "const": true
                    }
                  }
                }
              }
            }
          },
          "403": {
            "$ref": "#/components/responses/Shared"
          }
        }
      }
    },
    "/sandbox/clock": {
      "get": {
        "operationId": "getClock",
        "summary": "Read the sandbox clock",
        "responses": {
          "200": {
            "$ref": "#/components/responses/Clock"
          }
        }
      },
      "put": {
        "operationId": "setClock",
        "summary": "Set the sandbox clock",
        "description": "Either `now` (the sandbox's current instant; real time runs on from there) or `offsetSeconds` (from real time). Every organization without a clock of its own follows this one. Refused (403) when a control token is set; move an organization's clock instead.",
        "requestBody": {
          "$ref": "#/components/requestBodies/ClockSetting"
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Clock"
          },
          "400": {
            "$ref": "#/components/responses/Invalid"
          },
          "403": {
            "$ref": "#/components/responses/Shared"
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/clock": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        }
      ],
      "get": {
        "operationId": "getOrganizationClock",
        "summary": "Read an organization's clock",
        "description": "Its own offset when one was set, else the sandbox clock's.",
        "responses": {
          "200": {
            "$ref": "#/components/responses/Clock"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      },
      "put": {
        "operationId": "setOrganizationClock",
        "summary": "Set an organization's clock",
        "description": "As `PUT /sandbox/clock`, for this organization alone, in every process on the database. Its value dates, due batches, checkout expiry and webhook schedule follow it; other organizations' time does not move.",
        "requestBody": {
          "$ref": "#/components/requestBodies/ClockSetting"
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Clock"
          },
          "400": {
            "$ref": "#/components/responses/Invalid"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/reset": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        }
      ],
      "post": {
        "operationId": "resetOrganization",
        "summary": "Reset one organization",
        "description": "The organization back to how it was made, in one transaction, other organizations untouched: a seeded one\nto its seed; one made through `POST /sandbox/organizations` to what that made (its default wallet group,\ninternal and external wallets, same ids, zero balances, new account numbers). Its postings, entries,\nwebhook events and endpoint, checkout wallets, prefix mappings, other wallets, groups and products are\ndeleted. Its row and its API keys stay, so the key that reset it still works. Its clock follows the sandbox\nclock again.\n",
        "responses": {
          "200": {
            "description": "Reset.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "reset"
                  ],
                  "properties": {
                    "reset": {
                      "const": true
                    }
                  }
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/sandbox/invariants": {
      "get": {
        "operationId": "getInvariants",
        "summary": "Check the ledger invariants",
        "description": "Double entry, floors, holds and history replay, over the whole database; `broken` is empty when all hold.",
        "responses": {
          "200": {
            "description": "What is broken, if anything.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "broken"
                  ],
                  "properties": {
                    "broken": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/sandbox/organizations": {
      "post": {
        "operationId": "createOrganization",
        "summary": "Create an organization",
        "description": "With a default wallet group and its internal and external (outside world) wallets.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "name"
                ],
                "properties": {
                  "id": {
                    "$ref": "#/components/schemas/Uuid"
                  },
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 100
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "$ref": "#/components/responses/Created"
          },
          "400": {
            "$ref": "#/components/responses/Invalid"
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/api-keys": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        }
      ],
      "post": {
        "operationId": "issueApiKey",
        "summary": "Issue an API key",
        "description": "The key is in this answer only; the sandbox stores its hash.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "isAdmin"
                ],
                "properties": {
                  "isAdmin": {
                    "type": "boolean"
                  },
                  "label": {
                    "type": "string",
                    "maxLength": 100
                  },
                  "key": {
                    "description": "A key of your choice; a random one when absent.",
                    "type": "string",
                    "minLength": 16,
                    "maxLength": 200
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The key.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "key"
                  ],
                  "properties": {
                    "key": {
                      "type": "string"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Invalid"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/wallet-groups": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        }
      ],
      "post": {
        "operationId": "createWalletGroup",
        "summary": "Create a wallet group",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "name"
                ],
                "properties": {
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 100
                  },
                  "description": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 500
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "$ref": "#/components/responses/Created"
          },
          "400": {
            "$ref": "#/components/responses/Invalid"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/products": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        }
      ],
      "post": {
        "operationId": "createProduct",
        "summary": "Create a product",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "name",
                  "description",
                  "direction"
                ],
                "properties": {
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 100
                  },
                  "description": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 500
                  },
                  "direction": {
                    "enum": [
                      "D",
                      "C"
                    ]
                  },
                  "isActive": {
                    "type": "boolean"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "$ref": "#/components/responses/Created"
          },
          "400": {
            "$ref": "#/components/responses/Invalid"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/wallets": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        }
      ],
      "post": {
        "operationId": "createWallet",
        "summary": "Create a customer wallet",
        "description": "With zero balances; fund it with the API's simulate-inflow operation. The answer is the wallet as the API shows it.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "name"
                ],
                "properties": {
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 100
                  },
                  "walletGroupId": {
                    "$ref": "#/components/schemas/Uuid"
                  },
                  "accountNumber": {
                    "type": "string",
                    "pattern": "^[0-9]{10}$"
                  },
                  "mobNum": {
                    "type": "string",
                    "pattern": "^\\+?[0-9]{7,15}$"
                  },
                  "overdraft": {
                    "description": "How far below zero the balance may go, in major units.",
                    "type": "number",
                    "minimum": 0,
                    "maximum": 1000000000
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The wallet.",
            "content": {
              "application/json": {
                "schema": {
                  "description": "The Wallet schema of the API's spec.",
                  "type": "object",
                  "additionalProperties": true,
                  "required": [
                    "id",
                    "virtualAccount"
                  ],
                  "properties": {
                    "id": {
                      "type": "string"
                    },
                    "virtualAccount": {
                      "type": "object",
                      "additionalProperties": true
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Invalid"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "description": "The account number is taken.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/wallets/{walletId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        },
        {
          "$ref": "#/components/parameters/WalletId"
        }
      ],
      "patch": {
        "operationId": "updateWallet",
        "summary": "Change a customer wallet's name, overdraft or restriction",
        "description": "Each field present is set; `null` clears the overdraft or the restriction. A wallet.updated webhook is written\nwith the change, naming the fields whose value changed; a change to the values the wallet has writes none\n(`changed` is then empty). The restriction is stored and shown; it does not restrict postings.\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "minProperties": 1,
                "properties": {
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 100
                  },
                  "overdraft": {
                    "description": "How far below zero the balance may go, in major units; null for none.",
                    "type": [
                      "number",
                      "null"
                    ],
                    "minimum": 0,
                    "maximum": 1000000000
                  },
                  "walletRestrictionId": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "minLength": 1,
                    "maxLength": 100
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The wallet after the change, as the API shows it, and the fields that changed.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "wallet",
                    "changed"
                  ],
                  "properties": {
                    "wallet": {
                      "description": "The Wallet schema of the API's spec.",
                      "type": "object",
                      "additionalProperties": true
                    },
                    "changed": {
                      "type": "array",
                      "items": {
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
          },
          "400": {
            "$ref": "#/components/responses/Invalid"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "description": "The available balance is already below minus the new overdraft.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          }
        }
      },
      "delete": {
        "operationId": "deleteWallet",
        "summary": "Delete a customer wallet that never moved money",
        "description": "Only a customer wallet that no posting (posted, scheduled or failed) and no history entry names can be deleted:\nthe ledger keeps every entry with its wallet, so a wallet with a balance or a history stays (409). A\nwallet.deleted webhook is written with the deletion; the API then answers for the wallet as for any unknown id.\n",
        "responses": {
          "200": {
            "description": "Deleted.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "deleted"
                  ],
                  "properties": {
                    "deleted": {
                      "const": true
                    }
                  }
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "description": "The wallet has a balance or a history.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/outbox": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        }
      ],
      "get": {
        "operationId": "listOutbox",
        "summary": "The organization's webhook events",
        "description": "Every event written for the organization, oldest first, delivered or not.",
        "responses": {
          "200": {
            "description": "The events.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "events"
                  ],
                  "properties": {
                    "events": {
                      "type": "array",
                      "items": {
                        "description": "A webhook event of the API's spec (WebhookEvent).",
                        "type": "object",
                        "additionalProperties": true
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/webhook": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        }
      ],
      "put": {
        "operationId": "setWebhookEndpoint",
        "summary": "Set where webhooks go and the secret they are signed with",
        "description": "Events written from now on are POSTed to `url`, signed with `secret` in X-Auth-Signature by @waas/webhooks\n(no header when there is no secret). The secret is stored to sign with and never shown again.\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "url"
                ],
                "properties": {
                  "url": {
                    "type": "string",
                    "format": "uri",
                    "pattern": "^https?://",
                    "maxLength": 2048
                  },
                  "secret": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "minLength": 1,
                    "maxLength": 256
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/WebhookEndpoint"
          },
          "400": {
            "$ref": "#/components/responses/Invalid"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      },
      "get": {
        "operationId": "getWebhookEndpoint",
        "summary": "Where webhooks go, and whether a secret is set",
        "responses": {
          "200": {
            "$ref": "#/components/responses/WebhookEndpoint"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      },
      "delete": {
        "operationId": "removeWebhookEndpoint",
        "summary": "Stop sending webhooks",
        "description": "Events written from now on are kept with status noEndpoint; a redelivery sends one once an endpoint is set again.",
        "responses": {
          "200": {
            "description": "Removed.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "removed"
                  ],
                  "properties": {
                    "removed": {
                      "const": true
                    }
                  }
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/webhook/events": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        }
      ],
      "get": {
        "operationId": "listWebhookDeliveries",
        "summary": "The delivery log",
        "description": "Every event of the organization, newest first, with its delivery status and every attempt (time, URL without user info or query, duration, HTTP status, error).",
        "responses": {
          "200": {
            "description": "The delivery log.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "events"
                  ],
                  "properties": {
                    "events": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Delivery"
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/webhook/events/{eventId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        },
        {
          "$ref": "#/components/parameters/EventId"
        }
      ],
      "get": {
        "operationId": "getWebhookDelivery",
        "summary": "One event's delivery",
        "responses": {
          "200": {
            "description": "The event, its delivery status and its attempts.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Delivery"
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/webhook/stream": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        }
      ],
      "get": {
        "operationId": "streamWebhookEvents",
        "summary": "The organization's webhook events as they are written, as server-sent events",
        "description": "Every event written for the organization, whether or not an endpoint is set, as it commits: what\n`waas-sandbox listen` forwards to a URL on a laptop. Each message is `id: <eventId>`, `event: <type>` and one\n`data:` line holding the body every delivery attempt sends, byte for byte, so a signature made over it verifies\nas the dispatcher's would. Without a cursor the stream starts with the next event written; with `after`, or the\n`Last-Event-ID` header an EventSource sends when it reconnects, it starts with the event written after that\none, so a listener that reconnects loses and repeats nothing. The server keeps the connection open (a comment\nline every 15 s); an adapter without a connection to keep (the MSW handlers) answers what was written after the\ncursor and ends.\n",
        "parameters": [
          {
            "name": "after",
            "in": "query",
            "description": "The last event the listener has; the stream starts after it. 404 when the organization has no such event (a reset emptied it).",
            "schema": {
              "$ref": "#/components/schemas/Uuid"
            }
          },
          {
            "name": "types",
            "in": "query",
            "description": "Event types to send, comma-separated (`transaction.posted,inflow.received`); every type when absent.",
            "schema": {
              "type": "string",
              "pattern": "^[a-z_]+\\.[a-z_]+(,[a-z_]+\\.[a-z_]+)*$"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The stream.",
            "content": {
              "text/event-stream": {
                "schema": {
                  "type": "string"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Invalid"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/webhook/events/{eventId}/forwarded": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        },
        {
          "$ref": "#/components/parameters/EventId"
        }
      ],
      "post": {
        "operationId": "recordForwardedAttempt",
        "summary": "Record a delivery made by a listener",
        "description": "`waas-sandbox listen` records each POST it made of a streamed event here, so the delivery log shows it beside\nthe dispatcher's attempts. The event's own delivery status does not change: it tells of the organization's\nendpoint.\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "url",
                  "statusCode",
                  "durationMs",
                  "error"
                ],
                "properties": {
                  "url": {
                    "type": "string",
                    "format": "uri",
                    "description": "Where the listener POSTed; the log keeps it without user info or query."
                  },
                  "statusCode": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "minimum": 100,
                    "maximum": 599
                  },
                  "durationMs": {
                    "type": "integer",
                    "minimum": 0
                  },
                  "error": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 500
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Recorded.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "eventId",
                    "attempt"
                  ],
                  "properties": {
                    "eventId": {
                      "type": "string"
                    },
                    "attempt": {
                      "type": "integer"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Invalid"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/webhook/events/{eventId}/redeliver": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        },
        {
          "$ref": "#/components/parameters/EventId"
        }
      ],
      "post": {
        "operationId": "redeliverWebhook",
        "summary": "Send an event again",
        "description": "The same event (same id) goes out again at once, with a fresh round of the retry schedule, whatever its status.",
        "responses": {
          "202": {
            "description": "Scheduled.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "eventId",
                    "status"
                  ],
                  "properties": {
                    "eventId": {
                      "type": "string"
                    },
                    "status": {
                      "const": "pending"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/checkout-wallets": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        }
      ],
      "post": {
        "operationId": "createCheckoutWallet",
        "summary": "Create a checkout wallet",
        "description": "Active, with a new ten-digit wallet number and its first generation (history entry). A simulated inflow of\nexactly expectedAmount to the wallet number pays it (Used) and splits the payment; at expiresAt by the sandbox\nclock it is Expired. Beneficiaries join the bank directory of the payout enquiry.\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "walletName",
                  "expectedAmount",
                  "customerEmail"
                ],
                "properties": {
                  "walletName": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 100
                  },
                  "expectedAmount": {
                    "$ref": "#/components/schemas/Amount"
                  },
                  "currencyCode": {
                    "type": "string",
                    "pattern": "^[A-Z]{3}$"
                  },
                  "customerEmail": {
                    "type": "string",
                    "format": "email",
                    "maxLength": 254
                  },
                  "customerName": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 100
                  },
                  "invoiceReference": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 100
                  },
                  "description": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 256
                  },
                  "metadata": {
                    "description": "A JSON object, or a JSON document as text; the wallet carries it as text.",
                    "type": [
                      "object",
                      "string"
                    ]
                  },
                  "splitType": {
                    "const": "Fixed"
                  },
                  "splitConfigurations": {
                    "type": "array",
                    "maxItems": 20,
                    "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "splitValue",
                        "beneficiary"
                      ],
                      "properties": {
                        "splitValue": {
                          "$ref": "#/components/schemas/Amount"
                        },
                        "feeValue": {
                          "type": "number",
                          "minimum": 0
                        },
                        "feeBearer": {
                          "description": "true when the beneficiary bears the fee (its share is splitValue - feeValue); false when the organization does.",
                          "type": "boolean"
                        },
                        "beneficiary": {
                          "type": "object",
                          "additionalProperties": false,
                          "required": [
                            "beneficiaryName",
                            "accountNumber",
                            "bankCode"
                          ],
                          "properties": {
                            "id": {
                              "$ref": "#/components/schemas/Uuid"
                            },
                            "beneficiaryName": {
                              "type": "string",
                              "minLength": 1,
                              "maxLength": 100
                            },
                            "accountNumber": {
                              "type": "string",
                              "pattern": "^[0-9]{10}$"
                            },
                            "bankCode": {
                              "type": "string",
                              "pattern": "^[0-9]{3,6}$"
                            },
                            "beneficiaryAlias": {
                              "type": "string",
                              "minLength": 1,
                              "maxLength": 100
                            }
                          }
                        }
                      }
                    }
                  },
                  "expiresAt": {
                    "type": "string",
                    "format": "date-time"
                  },
                  "expiresInSeconds": {
                    "description": "From now by the sandbox clock; a day when neither this nor expiresAt is given.",
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 31536000
                  }
                },
                "not": {
                  "required": [
                    "expiresAt",
                    "expiresInSeconds"
                  ]
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "$ref": "#/components/responses/CheckoutWallet"
          },
          "400": {
            "$ref": "#/components/responses/Invalid"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/checkout-wallets/{checkoutWalletId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        },
        {
          "$ref": "#/components/parameters/CheckoutWalletId"
        }
      ],
      "get": {
        "operationId": "getCheckoutWallet",
        "summary": "One checkout wallet",
        "description": "As the API lists it, with its expiry evaluated by the sandbox clock.",
        "responses": {
          "200": {
            "$ref": "#/components/responses/CheckoutWallet"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/sandbox/organizations/{organizationId}/checkout-wallets/{checkoutWalletId}/reactivate": {
      "parameters": [
        {
          "$ref": "#/components/parameters/OrganizationId"
        },
        {
          "$ref": "#/components/parameters/CheckoutWalletId"
        }
      ],
      "post": {
        "operationId": "reactivateCheckoutWallet",
        "summary": "Reactivate an Expired checkout wallet",
        "description": "Active again, with reactivatedAt, a new expiresAt and a new generation (history entry, checkoutRef) to pay.",
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "expiresAt": {
                    "type": "string",
                    "format": "date-time"
                  },
                  "expiresInSeconds": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 31536000
                  }
                },
                "not": {
                  "required": [
                    "expiresAt",
                    "expiresInSeconds"
                  ]
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/CheckoutWallet"
          },
          "400": {
            "$ref": "#/components/responses/Invalid"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "description": "The wallet is not Expired.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          }
        }
      }
    }
  },
  "components": {
    "parameters": {
      "OrganizationId": {
        "name": "organizationId",
        "in": "path",
        "required": true,
        "schema": {
          "$ref": "#/components/schemas/Uuid"
        }
      },
      "EventId": {
        "name": "eventId",
        "in": "path",
        "required": true,
        "schema": {
          "$ref": "#/components/schemas/Uuid"
        }
      },
      "WalletId": {
        "name": "walletId",
        "in": "path",
        "required": true,
        "schema": {
          "$ref": "#/components/schemas/Uuid"
        }
      },
      "CheckoutWalletId": {
        "name": "checkoutWalletId",
        "in": "path",
        "required": true,
        "schema": {
          "$ref": "#/components/schemas/Uuid"
        }
      }
    },
    "schemas": {
      "Uuid": {
        "type": "string",
        "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
      },
      "Problem": {
        "type": "object",
        "required": [
          "message"
        ],
        "properties": {
          "message": {
            "type": "string"
          }
        }
      },
      "Amount": {
        "description": "Major units, at most two decimals.",
        "type": "number",
        "exclusiveMinimum": 0,
        "maximum": 500000000
      },
      "Delivery": {
        "type": "object",
        "required": [
          "eventId",
          "type",
          "createdAt",
          "status",
          "deliveredAt",
          "nextAttemptAt",
          "attempts",
          "event"
        ],
        "properties": {
          "eventId": {
            "type": "string"
          },
          "type": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "status": {
            "description": "pending (due, or waiting for its next attempt), delivered (a 200), failed (the retry schedule ran out), noEndpoint (no webhook URL when it was due).",
            "enum": [
              "pending",
              "delivered",
              "failed",
              "noEndpoint"
            ]
          },
          "deliveredAt": {
            "type": [
              "string",
              "null"
            ]
          },
          "nextAttemptAt": {
            "description": "By the organization's clock, while pending.",
            "type": [
              "string",
              "null"
            ]
          },
          "attempts": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "attempt",
                "attemptedAt",
                "url",
                "durationMs",
                "statusCode",
                "outcome",
                "error"
              ],
              "properties": {
                "attempt": {
                  "type": "integer"
                },
                "attemptedAt": {
                  "type": "string"
                },
                "url": {
                  "type": "string"
                },
                "durationMs": {
                  "type": "integer"
                },
                "statusCode": {
                  "type": [
                    "integer",
                    "null"
                  ]
                },
                "outcome": {
                  "enum": [
                    "delivered",
                    "failed"
                  ]
                },
                "error": {
                  "type": [
                    "string",
                    "null"
                  ]
                }
              }
            }
          },
          "event": {
            "description": "The webhook body as sent (the spec's WebhookEvent).",
            "type": "object",
            "additionalProperties": true
          }
        }
      }
    },
    "requestBodies": {
      "ClockSetting": {
        "description": "Either `now` (the clock's current instant; real time runs on from there) or `offsetSeconds` (from real time).",
        "required": true,
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "now"
                  ],
                  "properties": {
                    "now": {
                      "type": "string",
                      "format": "date-time"
                    }
                  }
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "offsetSeconds"
                  ],
                  "properties": {
                    "offsetSeconds": {
                      "type": "integer",
                      "minimum": -3153600000,
                      "maximum": 3153600000
                    }
                  }
                }
              ]
            }
          }
        }
      }
    },
    "responses": {
      "Shared": {
        "description": "A control token is set, so the sandbox is shared; use the organization's own clock or reset (/sandbox/organizations/{organizationId}/clock, /reset).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            }
          }
        }
      },
      "Clock": {
        "description": "The clock (the sandbox's, or an organization's).",
        "content": {
          "application/json": {
            "schema": {
              "type": "object",
              "required": [
                "now",
                "offsetSeconds"
              ],
              "properties": {
                "now": {
                  "type": "string",
                  "format": "date-time"
                },
                "offsetSeconds": {
                  "type": "number"
                }
              }
            }
          }
        }
      },
      "Created": {
        "description": "Created.",
        "content": {
          "application/json": {
            "schema": {
              "type": "object",
              "required": [
                "id"
              ],
              "properties": {
                "id": {
                  "type": "string"
                }
              }
            }
          }
        }
      },
      "WebhookEndpoint": {
        "description": "The endpoint; the secret only as whether one is set.",
        "content": {
          "application/json": {
            "schema": {
              "type": "object",
              "required": [
                "organizationId",
                "url",
                "secretSet",
                "updatedAt"
              ],
              "properties": {
                "organizationId": {
                  "type": "string"
                },
                "url": {
                  "type": "string"
                },
                "secretSet": {
                  "type": "boolean"
                },
                "updatedAt": {
                  "type": "string"
                }
              }
            }
          }
        }
      },
      "CheckoutWallet": {
        "description": "The checkout wallet as the API lists it (the spec's CheckoutWallet).",
        "content": {
          "application/json": {
            "schema": {
              "type": "object",
              "required": [
                "id",
                "walletNumber",
                "status",
                "walletHistories"
              ],
              "additionalProperties": true
            }
          }
        }
      },
      "Invalid": {
        "description": "The request does not match this document.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            }
          }
        }
      },
      "NotFound": {
        "description": "No organization (or wallet group) has the id.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            }
          }
        }
      }
    }
  }
} as unknown as OpenApiDocument;
