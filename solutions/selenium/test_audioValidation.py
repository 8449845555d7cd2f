# Audio: drive a custom player by its buttons and slider; read the <audio> element's state.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def player(name):
    # Each player is a section labelled by its heading.
    return (By.XPATH, f'//section[.//h2[normalize-space()="{name}"]]')


def audio_property(driver, audio, name):
    # The buttons only show what the page thinks: ask the <audio> element itself.
    return driver.execute_script(f"return arguments[0].{name};", audio)


def test_plays_and_pauses_sample_a(driver, base_url):
    driver.get(f"{base_url}/audioValidation")
    wait = WebDriverWait(driver, 10)
    sample_a = wait.until(EC.visibility_of_element_located(player("Sample A")))
    progress = sample_a.find_element(By.CSS_SELECTOR, '[role="slider"]')
    assert progress.get_attribute("aria-valuenow") == "0"

    sample_a.find_element(By.XPATH, './/button[normalize-space()="Play"]').click()
    pause = wait.until(lambda d: sample_a.find_element(
        By.XPATH, './/button[normalize-space()="Pause"]'))
    # The bar moves while the sound plays.
    wait.until(lambda d: int(progress.get_attribute("aria-valuenow")) > 0)

    pause.click()
    wait.until(lambda d: sample_a.find_element(By.XPATH, './/button[normalize-space()="Play"]'))
    audio = sample_a.find_element(By.TAG_NAME, "audio")
    assert audio_property(driver, audio, "paused") is True
    assert audio_property(driver, audio, "currentTime") > 0


def test_clicking_the_middle_of_the_bar_seeks_to_half_way(driver, base_url):
    driver.get(f"{base_url}/audioValidation")
    wait = WebDriverWait(driver, 10)
    sample_b = wait.until(EC.visibility_of_element_located(player("Sample B")))
    audio = sample_b.find_element(By.TAG_NAME, "audio")
    # Seeking needs the length of the recording: wait until the browser has read it.
    wait.until(lambda d: (audio_property(d, audio, "duration") or 0) > 0)

    progress = sample_b.find_element(By.CSS_SELECTOR, '[role="slider"]')
    progress.click()  # Selenium clicks an element in its centre.
    wait.until(lambda d: progress.get_attribute("aria-valuenow") == "50")
    fraction = driver.execute_script(
        "return arguments[0].currentTime / arguments[0].duration;", audio)
    assert abs(fraction - 0.5) < 0.05
