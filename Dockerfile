# syntax=docker/dockerfile:1
#
# One image for every role of the platform; the command (or ROLE) picks the role:
#   node services/api/src/main.ts --role api        an API node, no projector (compose: api-1, api-2)
#   node services/api/src/main.ts --role projector  projections, reactors, timers; only /api/health
#   node services/api/src/main.ts                   both in one process (the default command)
#   npm start                                       the demo: seeded, with simulated devices
# Without DATABASE_URL the all-in-one roles keep embedded PGlite in /data; the split roles
# need a PostgreSQL server they share.
#
# Node 24 runs the TypeScript sources directly (type stripping), so there is no compile
# step for the server: the builder stage only builds the dashboard (web/dist), and the
# runtime stage holds the server's sources, their production dependencies and that bundle.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- builder: every dependency (dev included), the dashboard bundle ----------------------
FROM ${NODE_IMAGE} AS builder
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
# The manifests first, so a source change does not invalidate the dependency layer.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY services/event-store/package.json services/event-store/
COPY services/projector/package.json services/projector/
COPY services/api/package.json services/api/
COPY projections/package.json projections/
COPY web/package.json web/
COPY scripts/package.json scripts/
COPY tests/package.json tests/
RUN --mount=type=cache,target=/root/.npm npm ci
COPY contracts contracts
COPY web web
RUN npm run build

# ---- runtime: production dependencies of the server only, non-root -----------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY services/event-store/package.json services/event-store/
COPY services/projector/package.json services/projector/
COPY services/api/package.json services/api/
COPY projections/package.json projections/
COPY web/package.json web/
COPY scripts/package.json scripts/
COPY tests/package.json tests/
# Only the server's workspaces (the API, which pulls in the projector, projections, event
# store and contracts, and the scripts: the demo seed and the process supervisor): the
# dashboard's runtime libraries are already inside web/dist. The pinned `node` devDependency
# is left out with the rest of the dev tools; the base image's Node 24 runs everything.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace=@facility/api --workspace=@facility/scripts
COPY contracts/src contracts/src
COPY services/event-store/src services/event-store/src
COPY services/projector/src services/projector/src
COPY services/api/src services/api/src
COPY projections/src projections/src
COPY scripts/src scripts/src
COPY --from=builder /app/web/dist web/dist
# The code stays root's and read-only to the server; only /data (embedded PGlite, the demo
# without DATABASE_URL) is the server's to write.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Both roles answer GET /api/health on PORT: 200 when serving, 503 while starting.
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Run it with --init (compose: init: true): tini passes signals on and reaps zombies.
CMD ["node", "services/api/src/main.ts"]
