//! Entry point: everything happens in the library.

fn main() -> std::process::ExitCode {
    gandhi_moderator::cli::main(std::env::args_os())
}
