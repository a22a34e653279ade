@echo off
rem shinpan for Windows, as the distribution archive holds it: runs lib\shinpan.jar beside this
rem bin\ folder with the Java of JAVA_HOME, else java on the PATH, and the JVM options the
rem Unix launcher uses (see bin/shinpan). More JVM options go in JDK_JAVA_OPTIONS.
setlocal
set "SHINPAN_JAVA=java"
if defined JAVA_HOME if exist "%JAVA_HOME%\bin\java.exe" set "SHINPAN_JAVA=%JAVA_HOME%\bin\java.exe"
"%SHINPAN_JAVA%" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData -jar "%~dp0..\lib\shinpan.jar" %*
exit /b %ERRORLEVEL%
