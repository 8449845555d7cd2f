# Table relative position: find a cell by its row header and column header, not by fixed indexes.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

# The answer field is labelled by the question, whichever it is.
ANSWER = (By.XPATH, "//input[@id=//label[starts-with(., 'What is the number')]/@for]")
SUBMIT = (By.XPATH, "//button[normalize-space()='Submit']")


def number_at(driver, line, column):
    # In the row headed "Line n", the <td> as many places along as the "Column m" header has
    # cells before it (the empty corner on the header row matches the row's own header).
    xpath = (
        f"//tbody/tr[th[normalize-space()='Line {line}']]"
        f"/td[count(//thead//th[normalize-space()='Column {column}']/preceding-sibling::*)]"
    )
    return int(driver.find_element(By.XPATH, xpath).text)


def question_text(driver):
    return driver.find_element(By.XPATH, "//label[starts-with(., 'What is the number')]").text


def test_answers_both_questions_from_the_table(driver, base_url):
    driver.get(f"{base_url}/tableRelativePosition")
    wait = WebDriverWait(driver, 5)
    answer = wait.until(EC.visibility_of_element_located(ANSWER))
    assert "Line 1, Column 2 plus" in question_text(driver)

    answer.send_keys(str(number_at(driver, 1, 2) + number_at(driver, 3, 3)))
    driver.find_element(*SUBMIT).click()

    # The right answer moves on to question 2, with new numbers.
    wait.until(EC.visibility_of_element_located((By.XPATH, "//h2[.='Question 2']")))
    assert "Line 2, Column 1 times" in question_text(driver)
    answer.send_keys(str(number_at(driver, 2, 1) * number_at(driver, 1, 3)))
    driver.find_element(*SUBMIT).click()
    wait.until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[role='alert']"), "Correct!"))
