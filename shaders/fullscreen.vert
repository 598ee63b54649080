#version 330 core
// One triangle that covers the whole viewport; no vertex buffer needed
// (draw 3 vertices with an empty vertex array bound).

// Inputs: gl_VertexID only.
// Outputs: clip-space position.

void main() {
  vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
  gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
