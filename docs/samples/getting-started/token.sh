# Keeps a token in $TOKEN for the curl samples (from the repository root; it lasts an hour).
export TOKEN=$(bash docs/samples/rest/createToken.sh | node -p 'JSON.parse(fs.readFileSync(0)).access_token')
