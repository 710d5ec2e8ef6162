# syntax=docker/dockerfile:1
# Two stages, each running exactly what CI runs (docs/operations.md, "Container image"): the build stage installs
# everything and runs `npm run build`; the runtime stage installs production dependencies only
# (`npm ci --omit=dev`), takes dist/ from the build, and runs `npm run start:prod` as the unprivileged `node` user.
# Node 22 LTS, the line package.json's engines and .nvmrc name.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# The commit the image was built from, for traitscope_build_info: docker build --build-arg GIT_COMMIT=$(git rev-parse HEAD)
ARG GIT_COMMIT=
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    GIT_COMMIT=${GIT_COMMIT}
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The embedded database's folder, for a single instance without DATABASE_URL; owned by the user that runs.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 5000
# Liveness only: /livez answers while the process does. Readiness (/readyz) is the load balancer's to ask.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/livez').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["npm", "run", "start:prod"]
