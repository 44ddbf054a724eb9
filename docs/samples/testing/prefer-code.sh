# Needs $TOKEN. Ask a /v2 call for one of its documented answers by status, as Prism's mock (`pnpm mock`) allows.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
ACCOUNT="$BASE_URL/identity/accounts/4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d"
# A status getAccount documents: the spec's example of it, here a 404 problem document.
curl -sS "$ACCOUNT" -H "Authorization: Bearer $TOKEN" -H 'Prefer: code=404' -w '\n%{http_code}\n'
# A status it does not document: a 400 problem naming those it does.
curl -sS "$ACCOUNT" -H "Authorization: Bearer $TOKEN" -H 'Prefer: code=418' -w '\n%{http_code}\n'
